import { Button, Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../../components/ui/icons.tsx';
import { useChangeBusiness } from '../../lib/business-api.ts';

export type BusinessChoice = { businessId: string; businessName: string };

/**
 * The header's business in use, as a menu to change it when the user belongs to more than one business (spec §6).
 * The trigger names the current business, so a screen reader hears what is in use before changing it.
 */
export function BusinessSwitcher({
  businesses,
  current,
}: {
  businesses: readonly BusinessChoice[];
  current: BusinessChoice;
}) {
  const change = useChangeBusiness();
  const onSelectionChange = (keys: Selection) => {
    const [picked] = keys === 'all' ? [] : [...keys];
    if (typeof picked === 'string' && picked !== current.businessId) change.mutate(picked);
  };
  return (
    <MenuTrigger>
      <Button
        aria-label={`Business in use: ${current.businessName}. Change business`}
        className="flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm text-brand-100 outline-offset-2 hover:bg-white/10 hover:text-white focus-visible:outline-3 focus-visible:outline-white"
      >
        <span className="max-w-56 truncate">
          {change.isPending ? 'Changing business…' : current.businessName}
        </span>
        <ChevronDownIcon className="size-4" />
      </Button>
      <Popover
        placement="bottom start"
        className="w-72 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
      >
        <p className="px-3 pt-2 pb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Change business in use
        </p>
        <Menu
          selectionMode="single"
          selectedKeys={[current.businessId]}
          onSelectionChange={onSelectionChange}
          items={businesses.map((b) => ({ id: b.businessId, ...b }))}
          className="outline-none"
        >
          {(b) => (
            <MenuItem
              id={b.businessId}
              textValue={b.businessName}
              className="flex cursor-pointer items-center justify-between rounded-lg px-3 py-2.5 text-sm text-slate-800 outline-none focus:bg-brand-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[focus-visible]:ring-inset"
            >
              {({ isSelected }) => (
                <>
                  <span className={isSelected ? 'font-semibold' : undefined}>{b.businessName}</span>
                  {isSelected ? <CheckIcon className="size-4 text-brand-700" aria-hidden="true" /> : null}
                </>
              )}
            </MenuItem>
          )}
        </Menu>
        {change.isError ? (
          <p role="alert" className="px-3 py-2 text-sm text-accent-700">
            The business could not be changed. Try again.
          </p>
        ) : null}
      </Popover>
    </MenuTrigger>
  );
}
