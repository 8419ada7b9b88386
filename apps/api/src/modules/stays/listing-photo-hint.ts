import type { DbOrTx } from '@portal/db/client';
import type { ImageHints } from '../../plugins/web-page.ts';
import { findPhotos } from './stays.repository.ts';

const LISTING_PAGE = '/vacation-rentals/shop';

/**
 * The listing page's largest paint is its first photo (the gallery's main tile, the phone's first slide): named in
 * the page's head, the browser fetches it beside the scripts instead of after the listing has loaded and rendered.
 */
export function listingPhotoHint(db: DbOrTx): ImageHints {
  return async (path, query) => {
    const listingId = query.get('listingId');
    if (path !== LISTING_PAGE || !listingId || listingId.length > 100) return [];
    const [first] = await findPhotos(db, [listingId], 1);
    return first ? [first.url] : [];
  };
}
