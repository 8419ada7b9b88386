import { Button } from 'react-aria-components';

const stepper =
  'flex size-10 items-center justify-center rounded-full border border-slate-300 text-xl leading-none text-slate-800 hover:border-slate-900 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-300 data-[disabled]:cursor-not-allowed data-[disabled]:border-slate-200 data-[disabled]:text-slate-300';

/**
 * One count of a travelers editor ("Adults, 18 or above"): − and + buttons around the count, named by the row
 * (its `id` labels the group) and announced when it changes.
 */
export function StepperRow({
  id,
  label,
  hint,
  singular,
  count,
  canAdd,
  canRemove,
  onStep,
}: {
  id: string;
  label: string;
  hint: string;
  singular: string;
  count: number;
  canAdd: boolean;
  canRemove: boolean;
  onStep: (delta: number) => void;
}) {
  return (
    <li className="flex items-center justify-between gap-4 py-4">
      <div>
        <p className="font-semibold text-slate-900" id={id}>
          {label}
        </p>
        <p className="text-sm text-slate-500">{hint}</p>
      </div>
      <div className="flex items-center gap-3" role="group" aria-labelledby={id}>
        <Button
          aria-label={`Remove one ${singular}`}
          isDisabled={!canRemove}
          onPress={() => onStep(-1)}
          className={stepper}
        >
          −
        </Button>
        <output aria-live="polite" className="w-6 text-center text-base font-semibold tabular-nums">
          <span className="sr-only">{`${label}: `}</span>
          {count}
        </output>
        <Button
          aria-label={`Add one ${singular}`}
          isDisabled={!canAdd}
          onPress={() => onStep(1)}
          className={stepper}
        >
          +
        </Button>
      </div>
    </li>
  );
}
