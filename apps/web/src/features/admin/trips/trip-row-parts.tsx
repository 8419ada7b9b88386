import type { AdminTrip } from '@portal/contracts/admin-trips';
import { formatDateRange, formatMoney } from '../../../lib/format.ts';
import { PRODUCT_LINE_LABELS } from './trips-filters.tsx';

const STATE_TONES: Record<AdminTrip['state'], string> = {
  PendingApproval: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  Upcoming: 'bg-sky-50 text-sky-900 ring-sky-700/20',
  InProgress: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  Past: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  Cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  Denied: 'bg-red-50 text-red-800 ring-red-700/20',
  Expired: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function StateBadge({ trip }: { trip: AdminTrip }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${STATE_TONES[trip.state]}`}
    >
      {trip.stateLabel}
    </span>
  );
}

export const lineLabel = (trip: AdminTrip) => PRODUCT_LINE_LABELS[trip.productLine] ?? trip.productLine;
export const datesOf = (trip: AdminTrip) => formatDateRange(trip.from, trip.until);
export const totalOf = (trip: AdminTrip) => formatMoney(trip.total, { cents: true });

/** "Out of policy" with the traveler's reason; nothing for a trip in policy. */
export function PolicyNote({ trip }: { trip: AdminTrip }) {
  if (!trip.outOfPolicy) return <span className="text-slate-600">In policy</span>;
  return (
    <span className="block">
      <span className="inline-block rounded-full bg-orange-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-orange-900 ring-1 ring-orange-700/25">
        Out of policy
      </span>
      {trip.outOfPolicyReason ? (
        <span className="mt-1 block text-sm text-slate-700">“{trip.outOfPolicyReason}”</span>
      ) : null}
      {trip.policyViolations.length > 0 ? (
        <span className="mt-0.5 block text-xs text-slate-600">{trip.policyViolations.join('; ')}</span>
      ) : null}
    </span>
  );
}
