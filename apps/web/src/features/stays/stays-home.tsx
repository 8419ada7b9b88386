import { useDocumentTitle } from '../../lib/document-title.ts';
import { usePortalConfig } from '../../lib/portal-config.ts';
import { LazyStaysSearchForm } from './components/lazy-search-form.tsx';
import { STAYS_HERO_PHOTO } from './home/hero-photo.ts';
import { PopularDestinations } from './home/popular-destinations.tsx';
import { TrustPoints } from './home/trust-points.tsx';
import { DEFAULT_GUESTS, todayIso } from './stays-search.ts';

/** /stays/: the vacation-rental home with the search form (spec §2). */
export function StaysHome() {
  useDocumentTitle('Vacation rentals');
  const today = todayIso();
  // The corporate tenant searches for one adult by default (spec §9).
  const { defaultAdults } = usePortalConfig();
  return (
    <>
      <section className="relative isolate bg-brand-900">
        <img
          src={STAYS_HERO_PHOTO}
          alt=""
          className="absolute inset-0 -z-10 size-full object-cover opacity-45"
          fetchPriority="high"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/70 to-brand-900/20" />
        <div className="mx-auto max-w-[1330px] px-5 pt-12 pb-14 md:px-8 md:pt-24 md:pb-28">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Vacation rentals</p>
          <h1 className="mt-3 max-w-2xl text-4xl leading-[1.1] font-bold tracking-tight text-white md:text-[56px]">
            Find a home for your next trip
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50/90">
            Whole homes, cabins and condos across the US, bookable with your card and your rewards.
          </p>
          <div className="mt-8 max-w-[1080px] md:mt-10">
            <LazyStaysSearchForm
              variant="hero"
              initial={{ location: '', dates: null, guests: { ...DEFAULT_GUESTS, adults: defaultAdults } }}
              today={today}
            />
          </div>
        </div>
      </section>
      <PopularDestinations today={today} />
      <TrustPoints />
    </>
  );
}
