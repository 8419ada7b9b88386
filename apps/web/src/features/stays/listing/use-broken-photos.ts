import { useCallback, useMemo, useRef, useState } from 'react';
import type { Listing } from '@portal/contracts/listings';
import { trackEvent } from '../../../lib/tracking.ts';

export type ListingPhoto = Listing['content']['media'][number];

export const PHOTO_FAILED_EVENT = 'vr_listing_photo_failed';

/**
 * Spec §2: broken images are hidden and reported. A photo that fails anywhere (grid, slider or full gallery)
 * disappears everywhere, and each URL is reported once.
 */
export function useBrokenPhotos(listingId: string, photos: readonly ListingPhoto[]) {
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  const reported = useRef(new Set<string>());
  const onBroken = useCallback(
    (url: string) => {
      setBroken((prev) => (prev.has(url) ? prev : new Set(prev).add(url)));
      if (reported.current.has(url)) return;
      reported.current.add(url);
      void trackEvent(PHOTO_FAILED_EVENT, { listing_id: listingId, url });
    },
    [listingId],
  );
  const visible = useMemo(() => photos.filter((photo) => !broken.has(photo.url)), [photos, broken]);
  return { visible, onBroken };
}
