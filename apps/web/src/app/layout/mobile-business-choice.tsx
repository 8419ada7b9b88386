import { Radio, RadioGroup, Label } from 'react-aria-components';
import { useChangeBusiness } from '../../lib/business-api.ts';
import type { BusinessChoice } from './business-switcher.tsx';

/** The phone menu's "Business in use" choice, shown when the user belongs to more than one business (spec §6). */
export function MobileBusinessChoice({
  businesses,
  businessId,
}: {
  businesses: readonly BusinessChoice[];
  businessId: string;
}) {
  const change = useChangeBusiness();
  return (
    <RadioGroup
      value={change.isPending && change.variables ? change.variables : businessId}
      onChange={(picked) => {
        if (picked !== businessId) change.mutate(picked);
      }}
      isDisabled={change.isPending}
      className="mt-3 flex flex-col gap-1"
    >
      <Label className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Business in use</Label>
      {businesses.map((b) => (
        <Radio
          key={b.businessId}
          value={b.businessId}
          className="group flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-800 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600"
        >
          <span
            aria-hidden="true"
            className="grid size-5 place-items-center rounded-full border-2 border-slate-400 group-data-[selected]:border-brand-700"
          >
            <span className="size-2.5 rounded-full bg-brand-700 opacity-0 group-data-[selected]:opacity-100" />
          </span>
          {b.businessName}
        </Radio>
      ))}
      {change.isError ? (
        <p role="alert" className="text-sm text-accent-700">
          The business could not be changed. Try again.
        </p>
      ) : null}
    </RadioGroup>
  );
}
