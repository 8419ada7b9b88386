import { lazy, Suspense, useRef, useState } from 'react';
import { GALLERY_HEIGHT_DESKTOP_PX } from '@portal/domain/constants';
import { useBrokenPhotos, type ListingPhoto } from './use-broken-photos.ts';

const FullScreenGallery = lazy(async () => ({
  default: (await import('./full-screen-gallery.tsx')).FullScreenGallery,
}));

function GalleryIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      aria-hidden="true"
      className={className}
    >
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </svg>
  );
}

/**
 * Spec §2 "Photo gallery": on desktop one large and two small photos (419 px tall) with 'See all photos (N)';
 * on mobile a swipeable slider. Both open the full-screen 'All photos (N)' view, loaded on demand.
 */
export function PhotoGallery({
  listingId,
  photos,
  categorized,
}: {
  listingId: string;
  photos: readonly ListingPhoto[];
  categorized: boolean;
}) {
  const { visible, onBroken } = useBrokenPhotos(listingId, photos);
  const [open, setOpen] = useState(false);
  if (visible.length === 0) {
    return (
      <div className="grid h-56 place-items-center rounded-none bg-slate-100 text-slate-500 md:h-[419px] md:rounded-2xl">
        <span className="flex items-center gap-2 text-sm">
          <GalleryIcon className="size-5" /> No photos available
        </span>
      </div>
    );
  }
  return (
    <>
      <DesktopGrid photos={visible} onBroken={onBroken} onOpen={() => setOpen(true)} />
      <MobileSlider photos={visible} onBroken={onBroken} onOpen={() => setOpen(true)} />
      {open ? (
        <Suspense fallback={null}>
          <FullScreenGallery
            photos={visible}
            categorized={categorized}
            onBroken={onBroken}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

type ViewProps = { photos: readonly ListingPhoto[]; onBroken: (url: string) => void; onOpen: () => void };

function DesktopGrid({ photos, onBroken, onOpen }: ViewProps) {
  const [main, ...rest] = photos;
  const side = rest.slice(0, 2);
  if (!main) return null;
  const tile =
    'group relative block h-full w-full overflow-hidden bg-slate-100 focus-visible:outline-offset-[-3px]';
  const img =
    'h-full w-full object-cover transition duration-300 group-hover:scale-[1.02] group-hover:brightness-95';
  return (
    <div
      className="relative hidden gap-2 overflow-hidden rounded-2xl md:grid"
      style={{ height: GALLERY_HEIGHT_DESKTOP_PX, gridTemplateColumns: side.length ? '2fr 1fr' : '1fr' }}
    >
      <button type="button" className={tile} onClick={onOpen} aria-label={`Open photo 1 of ${photos.length}`}>
        <img
          src={main.url}
          alt={main.alt}
          className={img}
          onError={() => onBroken(main.url)}
          fetchPriority="high"
        />
      </button>
      {side.length ? (
        <div
          className="grid min-h-0 gap-2"
          style={{ gridTemplateRows: `repeat(${side.length}, minmax(0, 1fr))` }}
        >
          {side.map((photo, i) => (
            <button
              key={photo.url}
              type="button"
              className={tile}
              onClick={onOpen}
              aria-label={`Open photo ${i + 2} of ${photos.length}`}
            >
              <img src={photo.url} alt={photo.alt} className={img} onError={() => onBroken(photo.url)} />
            </button>
          ))}
        </div>
      ) : null}
      <button
        type="button"
        onClick={onOpen}
        className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-lg bg-white/95 px-4 py-2.5 text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-white"
      >
        <GalleryIcon className="size-4" />
        See all photos ({photos.length})
      </button>
    </div>
  );
}

function MobileSlider({ photos, onBroken, onOpen }: ViewProps) {
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.min(photos.length - 1, Math.round(el.scrollLeft / el.clientWidth)));
  };
  return (
    <div className="relative md:hidden" aria-roledescription="carousel" aria-label="Photos">
      <ul
        ref={track}
        onScroll={onScroll}
        className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-slate-100 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {photos.map((photo, i) => (
          <li key={photo.url} className="w-full shrink-0 snap-center" aria-roledescription="slide">
            <button
              type="button"
              onClick={onOpen}
              className="block h-full w-full"
              aria-label={`Photo ${i + 1} of ${photos.length}, open all photos`}
            >
              <img
                src={photo.url}
                alt={photo.alt}
                loading={i < 2 ? 'eager' : 'lazy'}
                // The first slide is the phone's largest paint: fetched ahead of the rest.
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
                onError={() => onBroken(photo.url)}
                className="h-full w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <span className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-slate-950/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
        {index + 1} / {photos.length}
      </span>
    </div>
  );
}
