import { lazy, Suspense, useId, useState } from 'react';
import { addMonths } from '@portal/domain/reports';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageBody } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { AwayList } from './away-list.tsx';
import { PolicyPanels } from './policy-panels.tsx';
import { useAwayNow, useReports, type PeriodChoice } from './reports-api.ts';
import { percent } from './reports-format.ts';

// The chart library and the map come only with this screen, and after its figures.
const ReportCharts = lazy(async () => ({ default: (await import('./report-charts.tsx')).ReportCharts }));
const AwayMap = lazy(async () => ({ default: (await import('./away-map.tsx')).AwayMap }));

const PERIODS = [
  { value: '12', label: 'Last 12 months' },
  { value: '6', label: 'Last 6 months' },
  { value: '3', label: 'Last 3 months' },
  { value: '24', label: 'Last 24 months' },
] as const;

/** The chosen span in whole months ending this month (the browser's); 12 is the server's own default. */
function periodOf(months: string): PeriodChoice {
  if (months === '12') return null;
  const now = new Date();
  const to = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  return { from: addMonths(to, 1 - Number(months)), to };
}

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{value}</dd>
      <dd className="mt-1 text-sm text-slate-600">{note}</dd>
    </div>
  );
}

function AwayNow() {
  const away = useAwayNow();
  return (
    <section aria-labelledby="away-title" className="mt-10">
      <h2 id="away-title" className="text-xl font-bold text-slate-900">
        Travelers away now
      </h2>
      <p className="mt-1 text-slate-700">
        Duty of care: who is on a trip today, where, and how to reach them.
      </p>
      <div className="mt-4">
        {away.isPending ? (
          <Spinner label="Loading travelers away now" />
        ) : away.isError ? (
          <Alert title="We couldn't load who is away">Please try again in a moment.</Alert>
        ) : away.data.travelers.length === 0 ? (
          <p className="rounded-xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200">
            No one from your company is travelling today.
          </p>
        ) : (
          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_380px]">
            <div className="h-72 overflow-hidden rounded-xl shadow-sm ring-1 ring-slate-200 lg:h-[440px]">
              <Suspense fallback={<Spinner label="Loading the map" />}>
                <AwayMap travelers={away.data.travelers} />
              </Suspense>
            </div>
            <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <p className="mb-3 text-sm font-semibold text-slate-700">
                {away.data.travelers.length} {away.data.travelers.length === 1 ? 'traveler' : 'travelers'}{' '}
                away
              </p>
              <AwayList travelers={away.data.travelers} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

export function ReportsPage() {
  useDocumentTitle('Reports · Admin');
  const [months, setMonths] = useState('12');
  const report = useReports(periodOf(months));
  const selectId = useId();
  const label = PERIODS.find((p) => p.value === months)?.label ?? '';
  return (
    <PageBody>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Reports</h1>
          <p className="mt-1 text-slate-700">Travel spend, policy and savings, and who is travelling now.</p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-semibold text-slate-800">
            Period
          </label>
          <select
            id={selectId}
            value={months}
            onChange={(e) => setMonths(e.target.value)}
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-3 pr-8 text-[15px] text-slate-900 outline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            {PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {report.isPending ? (
        <Spinner label="Loading reports" />
      ) : report.isError ? (
        <Alert title="We couldn't load your reports">Please try again in a moment.</Alert>
      ) : (
        <div aria-busy={report.isFetching} className="space-y-5">
          <section aria-label={`Summary, ${label}`}>
            <dl className="grid grid-cols-2 gap-3 md:gap-5 lg:grid-cols-4">
              <Figure label="Total spend" value={formatMoney(report.data.totals.spend)} note={label} />
              <Figure
                label="Trips"
                value={formatNumber(report.data.totals.trips)}
                note="Booked in the period"
              />
              <Figure
                label="Out of policy"
                value={percent(report.data.totals.outOfPolicyShare)}
                note={`${report.data.totals.outOfPolicyTrips} trips`}
              />
              <Figure
                label="Savings"
                value={formatMoney(report.data.totals.savings)}
                note="Under policy caps"
              />
            </dl>
          </section>
          {report.data.totals.trips === 0 ? (
            <p className="rounded-xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200">
              No trips were booked in this period.
            </p>
          ) : (
            <>
              <Suspense fallback={<Spinner label="Loading charts" />}>
                <ReportCharts report={report.data} />
              </Suspense>
              <PolicyPanels report={report.data} />
            </>
          )}
        </div>
      )}
      <AwayNow />
    </PageBody>
  );
}
