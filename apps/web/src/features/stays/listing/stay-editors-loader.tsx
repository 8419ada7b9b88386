import { lazy, Suspense, type ComponentProps } from 'react';
import { travelersLabel } from '@portal/domain/text';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { StayEditors as StayEditorsType } from '../components/stay-editors.tsx';

// The calendar and its date library are the heaviest part of the page and not needed for the first paint.
const StayEditors = lazy(async () => ({
  default: (await import('../components/stay-editors.tsx')).StayEditors,
}));

type Props = ComponentProps<typeof StayEditorsType>;

/** The pickers, with a look-alike of their closed state while their module loads. */
export function StayEditorsLoader(props: Props) {
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <StayEditors {...props} />
    </Suspense>
  );
}

function Slot({ label, value }: { label: string; value: string }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</span>
      <span className="truncate text-sm font-medium text-slate-900">{value}</span>
    </span>
  );
}

function Placeholder({ query }: Props) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-300" aria-busy="true">
      <div className="flex items-center gap-3 px-4 py-3">
        <Slot label="Check-in" value={formatDate(query.fromDate, 'weekday')} />
        <span aria-hidden="true" className="h-8 w-px bg-slate-200" />
        <Slot label="Checkout" value={formatDate(query.untilDate, 'weekday')} />
      </div>
      <div className="flex items-center gap-3 border-t border-slate-300 px-4 py-3">
        <UserIcon className="size-5 shrink-0 text-slate-500" />
        <Slot label="Guests" value={travelersLabel(query.adultsCount + query.children.length)} />
      </div>
    </div>
  );
}
