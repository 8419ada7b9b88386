import type { FlightTravelCredit, FtcState } from '@portal/contracts/flight-trips';
import { formatInstant } from '../details/price-lines.tsx';
import { TripsEmpty } from '../list/trips-empty.tsx';
import { TripsError } from '../list/trip-list.tsx';
import type { TripTab } from '../trip-tabs.ts';
import { tripMoney } from '../trip-text.ts';
import { useFlightCredits } from './flights-trips-api.ts';

const STATE_LABELS: Record<FtcState, { label: string; tone: string }> = {
  FtcAvailable: { label: 'Available', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20' },
  FtcExpired: { label: 'Expired', tone: 'bg-slate-100 text-slate-700 ring-slate-500/20' },
  FtcRedeemed: { label: 'Used', tone: 'bg-slate-100 text-slate-700 ring-slate-500/20' },
};

function CreditCard({ credit }: { credit: FlightTravelCredit }) {
  const state = STATE_LABELS[credit.state];
  const headingId = `credit-${credit.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${state.tone}`}>
            {state.label}
          </span>
          <h3 id={headingId} className="mt-2 text-lg font-bold text-slate-900">
            {credit.airline.name}
          </h3>
          <p className="text-sm text-slate-700">
            From cancelled trip #{credit.confirmationCode}
            {credit.recordLocator ? ` · record locator ${credit.recordLocator}` : ''}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-xl font-bold text-slate-900">{tripMoney(credit.amount)}</span>
          <span className="text-sm text-slate-600">
            {credit.state === 'FtcRedeemed' && credit.redeemedAt
              ? `Used ${formatInstant(credit.redeemedAt)}`
              : `${credit.state === 'FtcExpired' ? 'Expired' : 'Expires'} ${formatInstant(credit.expiresAt)}`}
          </span>
        </p>
      </div>
      {credit.state === 'FtcAvailable' ? (
        <p className="mt-3 text-sm text-slate-600">
          Use it toward a new {credit.airline.name} flight: choose it at checkout under travel credits.
        </p>
      ) : null}
    </article>
  );
}

/** Spec §2 "Airline Travel Credits": the future travel credits cancelled flights left, available ones first. */
export function FlightCredits({ tab }: { tab: TripTab }) {
  const credits = useFlightCredits();
  if (credits.isPending) return <p role="status">Loading your travel credits…</p>;
  if (credits.isError) {
    return <TripsError onRetry={() => void credits.refetch()} retrying={credits.isRefetching} />;
  }
  if (credits.data.length === 0) return <TripsEmpty tab={tab} />;
  return (
    <section aria-labelledby="credits-heading">
      <h2 id="credits-heading" className="mb-4 text-xl font-bold text-slate-900">
        {tab.label}
      </h2>
      <ul className="space-y-4">
        {credits.data.map((credit) => (
          <li key={credit.id}>
            <CreditCard credit={credit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
