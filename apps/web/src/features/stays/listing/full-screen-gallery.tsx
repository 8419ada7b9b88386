import { groupPhotos } from '@portal/domain/gallery';
import { ListingDialog } from './listing-dialog.tsx';
import type { ListingPhoto } from './use-broken-photos.ts';

/** Loaded on demand (spec: the full-screen gallery is not part of the page's first load). */
export function FullScreenGallery({
  photos,
  categorized,
  onBroken,
  onClose,
}: {
  photos: readonly ListingPhoto[];
  categorized: boolean;
  onBroken: (url: string) => void;
  onClose: () => void;
}) {
  const gallery = groupPhotos(photos, categorized);
  return (
    <ListingDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`All photos (${photos.length})`}
      size="full"
    >
      <div className="mx-auto max-w-[1100px]">
        {gallery.kind === 'grouped' ? (
          <>
            <nav aria-label="Photo categories" className="mb-6 flex flex-wrap gap-2">
              {gallery.groups.map((group) => (
                <a
                  key={group.category}
                  href={`#photos-${slug(group.category)}`}
                  className="rounded-full border border-slate-300 px-3.5 py-1.5 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
                >
                  {group.category} ({group.photos.length})
                </a>
              ))}
            </nav>
            {gallery.groups.map((group) => (
              <section
                key={group.category}
                id={`photos-${slug(group.category)}`}
                className="mb-10 scroll-mt-4"
              >
                <h3 className="mb-3 text-lg font-bold text-slate-900">{group.category}</h3>
                <PhotoGrid photos={group.photos} onBroken={onBroken} />
              </section>
            ))}
          </>
        ) : (
          <PhotoGrid photos={gallery.photos} onBroken={onBroken} />
        )}
      </div>
    </ListingDialog>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]+/g, '-');
}

function PhotoGrid({
  photos,
  onBroken,
}: {
  photos: readonly ListingPhoto[];
  onBroken: (url: string) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:gap-3">
      {photos.map((photo, i) => (
        <li key={photo.url} className={i % 3 === 0 ? 'sm:col-span-2' : ''}>
          <img
            src={photo.url}
            alt={photo.alt}
            loading="lazy"
            decoding="async"
            onError={() => onBroken(photo.url)}
            className="aspect-[3/2] w-full rounded-lg bg-slate-100 object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
