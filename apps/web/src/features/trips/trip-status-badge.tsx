import type { HomeTrip } from '@portal/contracts/trips';
import { tripBadge, type TripBadge } from './trip-text.ts';

const TONES: Record<TripBadge['tone'], string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  warn: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  bad: 'bg-red-50 text-red-800 ring-red-700/20',
  muted: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  info: 'bg-brand-50 text-brand-800 ring-brand-700/20',
};

export function TripStatusBadge({
  trip,
}: {
  trip: Pick<HomeTrip, 'status' | 'timeState'> & { approval?: { status: string } | undefined };
}) {
  const badge = tripBadge(trip);
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[badge.tone]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {badge.label}
    </span>
  );
}
