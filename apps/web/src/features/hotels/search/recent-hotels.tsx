import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hotelDetailsUrl } from '@portal/domain/hotels/details-path';
import {
  DEFAULT_HOTEL_SORT,
  hotelResultsUrl,
  type HotelResultsQuery,
} from '@portal/domain/hotels/results-query';
import { BedIcon } from '../../../components/ui/icons.tsx';
import { PinIcon } from '../../../components/ui/search-form-frame.tsx';
import { formatDateRange, formatMoney } from '../../../lib/format.ts';
import { useRecentHotels, type RecentHotelSearch, type RecentHotelView } from '../api/product-feed-api.ts';
import { HotelPhoto } from '../hotel-photo.tsx';
import { guestsSummary } from './hotel-search.ts';

type Stay = Pick<RecentHotelSearch, 'fromDate' | 'untilDate' | 'adultsCount' | 'childrenAges' | 'roomsCount'>;

const queryOf = (stay: Stay, searchTerm: string, kind: 'Place' | 'Lodging'): HotelResultsQuery => ({
  fromDate: stay.fromDate,
  untilDate: stay.untilDate,
  adultsCount: stay.adultsCount,
  childrenAges: [...stay.childrenAges],
  roomsCount: stay.roomsCount,
  lodgingSelection: { kind, searchTerm },
  sortOrder: DEFAULT_HOTEL_SORT,
  selectedLodgingIndex: null,
  selectedAccountIndex: null,
  hotelDetailsEntrySource: null,
});

const stayText = (stay: Stay) =>
  `${formatDateRange(stay.fromDate, stay.untilDate)} · ${guestsSummary({
    rooms: stay.roomsCount,
    adults: stay.adultsCount,
    childrenAges: stay.childrenAges,
  })}`;

/** The search again: a place's results, or a hotel's details page as the search form opens a picked hotel. */
function searchUrl(search: RecentHotelSearch): string {
  const selection = search.lodgingSelection;
  if (selection.kind === 'Lodging')
    return hotelDetailsUrl(
      { lodgingId: selection.lodgingId, source: 'SearchPage', unavailable: false },
      queryOf(search, search.destination, 'Lodging'),
    );
  return hotelResultsUrl(queryOf(search, search.destination, 'Place'));
}

const viewUrl = (view: RecentHotelView) =>
  hotelDetailsUrl(
    { lodgingId: view.lodgingId, source: 'SearchPage', unavailable: false },
    queryOf(view, view.name, 'Lodging'),
  );

function Row({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-xl font-bold text-slate-900 md:text-2xl">
        {title}
      </h2>
      {/* A phone scrolls the row sideways; a wide screen shows up to six cards in a line. */}
      <ul className="-mx-5 mt-4 flex snap-x gap-4 overflow-x-auto px-5 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 xl:grid-cols-6">
        {children}
      </ul>
    </section>
  );
}

const card =
  'relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600';
const cardLink = 'font-semibold text-slate-900 outline-none after:absolute after:inset-0 after:content-[""]';

function SearchCard({ search }: { search: RecentHotelSearch }) {
  const hotel = search.lodgingSelection.kind === 'Lodging';
  return (
    <li className="w-64 shrink-0 snap-start md:w-auto">
      <div className={`${card} gap-3 p-4`}>
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {hotel ? <BedIcon className="size-5" /> : <PinIcon className="size-5" />}
        </span>
        <Link to={searchUrl(search)} className={`${cardLink} line-clamp-2`}>
          {search.destination}
        </Link>
        <p className="text-sm text-slate-600">{stayText(search)}</p>
      </div>
    </li>
  );
}

function ViewCard({ view }: { view: RecentHotelView }) {
  return (
    <li className="w-64 shrink-0 snap-start md:w-auto">
      <div className={card}>
        <HotelPhoto src={view.photo?.url} alt={view.photo?.alt ?? ''} className="aspect-[4/3] w-full" />
        <div className="flex flex-1 flex-col gap-1 p-4">
          <Link to={viewUrl(view)} className={`${cardLink} line-clamp-2`}>
            {view.name}
          </Link>
          <p className="text-sm text-slate-600">{view.cityName}</p>
          <p className="text-sm text-slate-600">{stayText(view)}</p>
          {view.priceSeen ? (
            <p className="mt-auto pt-2 text-sm text-slate-700">
              <span className="font-bold text-slate-900">{formatMoney(view.priceSeen)}</span> per night when
              you looked
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * The hotels home's recently searched and recently viewed hotels (spec §7 productFeed, issue 12): a row of cards
 * each, leading back to the search or the hotel. A row shows only when it has cards; signed out, or while the feed
 * loads or fails, neither shows (they are a shortcut, the search form above does the same).
 */
export function RecentHotels() {
  const { searches, views } = useRecentHotels();
  const searched = searches.data ?? [];
  const viewed = views.data ?? [];
  if (searched.length === 0 && viewed.length === 0) return null;
  return (
    <div className="mx-auto max-w-[1330px] px-5 pb-14 md:px-8 md:pb-20">
      {searched.length > 0 ? (
        <Row id="recently-searched" title="Recently searched">
          {searched.map((search) => (
            <SearchCard key={`${search.searchedAt}:${search.destination}`} search={search} />
          ))}
        </Row>
      ) : null}
      {viewed.length > 0 ? (
        <Row id="recently-viewed" title="Recently viewed">
          {viewed.map((view) => (
            <ViewCard key={view.lodgingId} view={view} />
          ))}
        </Row>
      ) : null}
    </div>
  );
}
