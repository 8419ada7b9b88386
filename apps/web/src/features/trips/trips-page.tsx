import type { Key } from 'react-aria-components';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { TripList } from './list/trip-list.tsx';
import { TripsEmpty } from './list/trips-empty.tsx';
import { DEFAULT_TRIP_TAB, TRIP_TABS, tripTabFrom, type TripTab } from './trip-tabs.ts';
import { FlightCredits } from './flights/flight-credits.tsx';
import { WatchedTrips } from './watched/watched-trips.tsx';

/**
 * My trips: spec §2's six tabs. The selected tab lives in ?tab= so reload, back and forward keep it; each tab
 * change is a history entry.
 */
export function TripsPage() {
  const [params, setParams] = useSearchParams();
  const selected = tripTabFrom(params.get('tab'));
  useDocumentTitle(`${selected.label} - My trips`);

  const select = (key: Key) => {
    const id = String(key);
    if (id === selected.id) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === DEFAULT_TRIP_TAB) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <>
      <PageHeader eyebrow="Account" title="My trips">
        Your bookings, watched prices and travel credits.
      </PageHeader>
      <div className="mx-auto max-w-[1330px] px-5 py-8 md:px-8">
        <Tabs selectedKey={selected.id} onSelectionChange={select}>
          <TabList
            aria-label="Trips"
            className="-mx-5 flex gap-1 overflow-x-auto border-b border-slate-200 px-5 md:mx-0 md:px-0"
          >
            {TRIP_TABS.map((t) => (
              <Tab
                key={t.id}
                id={t.id}
                className="min-h-12 shrink-0 cursor-pointer border-b-[3px] border-transparent px-4 py-3 text-sm font-semibold whitespace-nowrap text-slate-600 outline-none hover:text-brand-800 data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-offset-[-3px] data-[focus-visible]:outline-brand-600 data-[selected]:border-brand-700 data-[selected]:text-brand-800"
              >
                {t.label}
              </Tab>
            ))}
          </TabList>
          {TRIP_TABS.map((t) => (
            <TabPanel key={t.id} id={t.id} className="max-w-[1100px] py-8 outline-none md:py-10">
              <TabContent tab={t} />
            </TabPanel>
          ))}
        </Tabs>
      </div>
    </>
  );
}

function TabContent({ tab }: { tab: TripTab }) {
  if (tab.id === 'watched') return <WatchedTrips tab={tab} />;
  if (tab.id === 'credits') return <FlightCredits tab={tab} />;
  return tab.apiTab ? <TripList tab={tab} apiTab={tab.apiTab} /> : <TripsEmpty tab={tab} />;
}
