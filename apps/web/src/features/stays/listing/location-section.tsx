import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Listing } from '@portal/contracts/listings';
import { PinIcon } from './listing-icons.tsx';
import { ListingSection } from './listing-section.tsx';
import { cityState } from '../price-lines.ts';

const LocationMap = lazy(async () => ({ default: (await import('./location-map.tsx')).LocationMap }));

function MapPlaceholder() {
  return <div className="h-full w-full animate-pulse bg-slate-100" aria-hidden="true" />;
}

/** The map module (Leaflet) loads only when the section comes near the viewport. */
export function LocationSection({ listing }: { listing: Listing }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const { lat, lon } = listing.content.location.exactCoordinates;
  const place = cityState(listing);
  const approximate = listing.content.location.address.kind === 'Obfuscated';
  return (
    <ListingSection id="location" title="Location">
      <p className="mb-4 flex items-center gap-2 font-semibold text-slate-900">
        <PinIcon className="size-5 text-brand-700" />
        {place}
      </p>
      <div
        ref={box}
        className="relative isolate h-[280px] overflow-hidden rounded-2xl ring-1 ring-slate-200 md:h-[360px]"
      >
        {near ? (
          <Suspense fallback={<MapPlaceholder />}>
            <LocationMap lat={lat} lon={lon} label={place} />
          </Suspense>
        ) : (
          <MapPlaceholder />
        )}
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {approximate
          ? 'The circle shows the approximate area. The exact address is shared after booking.'
          : 'The exact address is shared in your booking confirmation.'}
      </p>
    </ListingSection>
  );
}
