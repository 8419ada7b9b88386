import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminTrip } from '@portal/contracts/admin-trips';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageBody } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { localIsoDate } from '../../../lib/format.ts';
import { useAdminUsers } from '../admin-api.ts';
import { PolicyNote, StateBadge, datesOf, lineLabel, totalOf } from './trip-row-parts.tsx';
import {
  datesReversed,
  downloadTripsCsv,
  filtersFromSearch,
  searchOf,
  useCompanyTrips,
} from './trips-api.ts';
import { TripsFilters } from './trips-filters.tsx';

function TripsTable({ trips }: { trips: AdminTrip[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200 lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your company's trips, newest booking first</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['Traveler', 'Trip', 'Dates', 'Total', 'State', 'Policy', 'Confirmation'].map((h) => (
              <th
                key={h}
                scope="col"
                className={`px-4 py-3 font-semibold ${h === 'Total' ? 'text-right' : ''}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {trips.map((t) => (
            <tr key={t.bookingId} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold text-slate-900">{t.traveler.name}</span>
                <span className="block text-slate-600">{t.traveler.department ?? '—'}</span>
              </th>
              <td className="max-w-[300px] px-4 py-3">
                <span className="block font-medium text-slate-900">{t.title}</span>
                <span className="block text-slate-600">
                  {lineLabel(t)}
                  {t.place ? ` · ${t.place}` : ''}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-800">{datesOf(t)}</td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {totalOf(t)}
              </td>
              <td className="px-4 py-3">
                <StateBadge trip={t} />
              </td>
              <td className="max-w-[260px] px-4 py-3">
                <PolicyNote trip={t} />
              </td>
              <td className="px-4 py-3 font-mono text-[13px] whitespace-nowrap text-slate-800">
                {t.confirmationCode}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TripCards({ trips }: { trips: AdminTrip[] }) {
  return (
    <ul className="space-y-3 lg:hidden" aria-label="Your company's trips">
      {trips.map((t) => (
        <li key={t.bookingId}>
          <article
            aria-label={`${t.title}, ${t.traveler.name}`}
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-semibold text-slate-900">{t.title}</h2>
                <p className="text-sm text-slate-600">
                  {lineLabel(t)}
                  {t.place ? ` · ${t.place}` : ''}
                </p>
              </div>
              <StateBadge trip={t} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-slate-600">Traveler</dt>
                <dd className="font-medium text-slate-900">{t.traveler.name}</dd>
                {t.traveler.department ? <dd className="text-slate-600">{t.traveler.department}</dd> : null}
              </div>
              <div>
                <dt className="text-slate-600">Dates</dt>
                <dd className="font-medium text-slate-900">{datesOf(t)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Total</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{totalOf(t)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Confirmation</dt>
                <dd className="font-mono text-[13px] text-slate-900">{t.confirmationCode}</dd>
              </div>
            </dl>
            {t.outOfPolicy ? (
              <div className="mt-3 border-t border-slate-100 pt-3">
                <PolicyNote trip={t} />
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

export function TripsPage() {
  useDocumentTitle('Trips · Admin');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const trips = useCompanyTrips(filters);
  const users = useAdminUsers();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const rows = trips.data?.pages.flatMap((p) => p.trips) ?? [];
  const travelers = (users.data?.users ?? []).map((u) => ({
    id: u.userId,
    name: `${u.firstName} ${u.lastName}`,
  }));
  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    setExportError(null);
    try {
      await downloadTripsCsv(filters, localIsoDate());
    } catch {
      setExportError("The CSV wasn't downloaded. Please try again in a moment.");
    } finally {
      setExporting(false);
    }
  };
  const filtered = Object.keys(filters).length > 0;
  return (
    <PageBody>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Trips</h1>
          <p className="mt-1 text-slate-700">
            Every trip your company's travelers have booked, newest first.
          </p>
        </div>
        <Button variant="secondary" onPress={() => void exportCsv()} isDisabled={datesReversed(filters)}>
          <svg viewBox="0 0 20 20" className="mr-2 size-5" aria-hidden="true">
            <path
              d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14v2h12v-2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      <TripsFilters
        filters={filters}
        travelers={travelers}
        onChange={(next) => setSearch(searchOf(next), { replace: true })}
      />
      <div aria-live="polite" className="mb-4 empty:hidden">
        {exportError ? <Alert title="Export failed">{exportError}</Alert> : null}
      </div>
      {datesReversed(filters) ? (
        <Alert title="Check the travel dates">
          The “Travel from” date must be on or before the “Travel to” date.
        </Alert>
      ) : trips.isPending ? (
        <Spinner label="Loading trips" />
      ) : trips.isError ? (
        <Alert title="We couldn't load your company's trips">Please try again in a moment.</Alert>
      ) : rows.length === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">
            {filtered ? 'No trips match these filters' : 'No trips yet'}
          </p>
          <p className="mt-1 text-slate-700">
            {filtered
              ? 'Try another traveler, state or dates, or clear the filters.'
              : "When your company's travelers book, their trips show here."}
          </p>
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700" aria-live="polite">
            Showing {rows.length} {rows.length === 1 ? 'trip' : 'trips'}
            {trips.hasNextPage ? ' so far' : ''}
          </p>
          <TripsTable trips={rows} />
          <TripCards trips={rows} />
          {trips.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                // Not disabled while loading: the focused button would drop focus to the page.
                onPress={() => {
                  if (!trips.isFetchingNextPage) void trips.fetchNextPage();
                }}
              >
                {trips.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </PageBody>
  );
}
