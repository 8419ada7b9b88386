import { Suspense, lazy } from 'react';
import { COMPLIMENTARY_NIGHT_TERMS_PATH } from '@portal/domain/hotels/constants';
import { ShieldIcon, SparkleIcon, StarIcon } from '../../components/ui/icons.tsx';
import { HomePoints, type HomePoint } from '../../components/ui/home-points.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { usePortalConfig } from '../../lib/portal-config.ts';
import { todayIso } from '../../lib/stay-range.ts';
import { HOTELS_HERO_PHOTO } from './hero-photo.ts';
import { RecentHotels } from './search/recent-hotels.tsx';
import { SearchFormPlaceholder } from './search/search-form-placeholder.tsx';
import { DEFAULT_HOTEL_GUESTS, type HotelSearchValue } from './search/hotel-search.ts';

const POINTS: HomePoint[] = [
  {
    icon: SparkleIcon,
    title: 'Premier and Lifestyle collections',
    text: 'Hand-picked hotels with on-property benefits such as daily breakfast, an experience credit and late checkout.',
  },
  {
    icon: StarIcon,
    title: 'Complimentary fourth night',
    text: 'Stay four nights or more at select collection hotels and one night in four is on us.',
    link: { to: COMPLIMENTARY_NIGHT_TERMS_PATH, text: 'Terms apply' },
  },
  {
    icon: ShieldIcon,
    title: 'The full price, up front',
    text: 'Every price shows taxes and fees, per night and for the whole stay, with the cancellation deadline.',
  },
];

// The form (react-aria's combobox and pickers) loads as its own chunk, started as the page renders: the page's
// first-load JavaScript stays within issue 12's 170 KB budget, and a placeholder of the same shape holds its place.
const HotelSearchForm = lazy(async () => ({
  default: (await import('./search/hotel-search-form.tsx')).HotelSearchForm,
}));

/** /hotels/: the hotels home with the search form (issue 12). */
export function HotelsHome() {
  useDocumentTitle('Hotels');
  const today = todayIso();
  // The corporate tenant searches for one adult by default (spec §9).
  const { defaultAdults } = usePortalConfig();
  const initial: HotelSearchValue = {
    destination: { kind: 'Text', text: '' },
    dates: null,
    guests: { ...DEFAULT_HOTEL_GUESTS, adults: Math.max(1, defaultAdults) },
  };
  return (
    <>
      <section className="relative isolate bg-brand-900">
        <img
          src={HOTELS_HERO_PHOTO}
          alt=""
          className="absolute inset-0 -z-10 size-full object-cover opacity-40"
          fetchPriority="high"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/70 to-brand-900/20" />
        <div className="mx-auto max-w-[1330px] px-5 pt-12 pb-14 md:px-8 md:pt-24 md:pb-28">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Hotels</p>
          <h1 className="mt-3 max-w-2xl text-4xl leading-[1.1] font-bold tracking-tight text-white md:text-[56px]">
            Hotels for every kind of trip
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50/90">
            From city business stays to resort weekends, with your card’s hotel rewards on every booking.
          </p>
          <div className="mt-8 max-w-[1080px] md:mt-10">
            <Suspense fallback={<SearchFormPlaceholder initial={initial} variant="hero" />}>
              <HotelSearchForm variant="hero" initial={initial} today={today} />
            </Suspense>
          </div>
        </div>
      </section>
      <HomePoints id="hotel-points" heading="Why book hotels here" points={POINTS} />
      {/* Last on the page: the rows arrive after the first paint, and nothing below them is pushed down. */}
      <RecentHotels />
    </>
  );
}
