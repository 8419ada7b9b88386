import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { ButtonLink } from '../../components/ui/button.tsx';
import { SuitcaseIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** spec §2 trip list tabs; each says what it would hold when empty. */
export const TRIP_TABS = [
  { id: 'upcoming', label: 'Upcoming Trips', empty: 'You have no upcoming trips' },
  { id: 'watched', label: 'Watched Trips', empty: 'You have no watched trips' },
  { id: 'frozen', label: 'Frozen Prices', empty: 'You have no frozen prices' },
  { id: 'credits', label: 'Airline Travel Credits', empty: 'You have no airline travel credits' },
  { id: 'past', label: 'Past Trips', empty: 'You have no past trips' },
  { id: 'offers', label: 'Trips with Offers', empty: 'You have no trips with offers' },
] as const;

export function TripsPage() {
  useDocumentTitle('My trips');
  return (
    <>
      <PageHeader eyebrow="Account" title="My trips">
        Your bookings, watched prices and travel credits.
      </PageHeader>
      <div className="mx-auto max-w-[1330px] px-5 py-8 md:px-8">
        <Tabs defaultSelectedKey="upcoming">
          <TabList
            aria-label="Trips"
            className="-mx-5 flex gap-1 overflow-x-auto border-b border-slate-200 px-5 md:mx-0 md:px-0"
          >
            {TRIP_TABS.map((t) => (
              <Tab
                key={t.id}
                id={t.id}
                className="min-h-12 shrink-0 cursor-pointer border-b-[3px] border-transparent px-4 py-3 text-sm font-semibold whitespace-nowrap text-slate-600 outline-none hover:text-brand-800 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-[-3px] data-[focus-visible]:outline-brand-600 data-[selected]:border-brand-700 data-[selected]:text-brand-800"
              >
                {t.label}
              </Tab>
            ))}
          </TabList>
          {TRIP_TABS.map((t) => (
            <TabPanel key={t.id} id={t.id} className="py-12 outline-none">
              <div className="mx-auto max-w-md text-center">
                <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
                  <SuitcaseIcon className="size-8" />
                </span>
                <h2 className="mt-5 text-xl font-bold text-slate-900">{t.empty}</h2>
                <p className="mt-2 text-slate-700">
                  When you book through Card Travel, your trips show up here.
                </p>
                <ButtonLink to="/stays/" className="mt-6">
                  Book a stay
                </ButtonLink>
              </div>
            </TabPanel>
          ))}
        </Tabs>
      </div>
    </>
  );
}
