import type { ReportsAnswer } from '@portal/contracts/admin-reports';
import { formatMoney } from '../../../lib/format.ts';
import { percent } from './reports-format.ts';

/**
 * Out-of-policy share with the reasons travelers gave, and savings against the policy caps. Plain HTML bars:
 * a list and its numbers read the same to everyone, so these need no text alternative of their own.
 */
export function PolicyPanels({ report }: { report: ReportsAnswer }) {
  const { totals, savings } = report;
  const most = Math.max(1, ...report.outOfPolicyReasons.map((r) => r.trips));
  const paidShare = savings.cap.value > 0 ? Math.min(1, savings.paid.value / savings.cap.value) : 0;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section
        aria-labelledby="oop-title"
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="oop-title" className="text-base font-semibold text-slate-900">
          Out of policy
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          {totals.outOfPolicyTrips} of {totals.trips} trips ({percent(totals.outOfPolicyShare)}) were booked
          outside the travel policy
        </p>
        {report.outOfPolicyReasons.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">Every trip in this period was within policy.</p>
        ) : (
          <ul className="mt-4 space-y-3" aria-label="Reasons given">
            {report.outOfPolicyReasons.map((r) => (
              <li key={r.reason}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="text-slate-800">{r.reason}</span>
                  <span className="shrink-0 font-semibold text-slate-900">
                    {r.trips} {r.trips === 1 ? 'trip' : 'trips'}
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-100">
                  <div
                    className="h-2 rounded-full bg-amber-600"
                    style={{ width: `${(r.trips / most) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="savings-title"
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="savings-title" className="text-base font-semibold text-slate-900">
          Savings against policy caps
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Cap minus price paid, for the {savings.cappedTrips} trips a cap applied to
        </p>
        <p className="mt-4 text-3xl font-bold text-emerald-700">{formatMoney(savings.savings)}</p>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">Policy caps</dt>
            <dd className="font-semibold text-slate-900">{formatMoney(savings.cap)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">Paid on those trips</dt>
            <dd className="font-semibold text-slate-900">{formatMoney(savings.paid)}</dd>
          </div>
        </dl>
        <div className="mt-3 h-2.5 rounded-full bg-emerald-100" aria-hidden="true">
          <div className="h-2.5 rounded-full bg-emerald-700" style={{ width: `${paidShare * 100}%` }} />
        </div>
      </section>
    </div>
  );
}
