/** Photo gallery grouping (spec §2 "Photo gallery", §9). */

export const GALLERY_CATEGORIES = [
  'Living Area',
  'Kitchen',
  'Dining Area',
  'Bedroom',
  'Bathroom',
  'Exterior',
  'Additional Photos',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** Spec §9: grouping needs at least 70% of photos categorised. */
export const CATEGORISED_SHARE_PERCENT = 70;

export type Photo = { url: string; tags?: { kind?: string | null } | null };
export type Gallery<P extends Photo> =
  { kind: 'grouped'; groups: { category: GalleryCategory; photos: P[] }[] } | { kind: 'plain'; photos: P[] };

const CATEGORY_BY_KEY: Readonly<Record<string, GalleryCategory>> = {
  livingarea: 'Living Area',
  livingroom: 'Living Area',
  kitchen: 'Kitchen',
  diningarea: 'Dining Area',
  diningroom: 'Dining Area',
  dining: 'Dining Area',
  bedroom: 'Bedroom',
  bathroom: 'Bathroom',
  exterior: 'Exterior',
  additionalphotos: 'Additional Photos',
};

/** The category a tag names ('LivingArea', 'living_area', 'Living Area' ...), or null when none/unknown. */
export function photoCategory(photo: Photo): GalleryCategory | null {
  const kind = photo.tags?.kind;
  if (!kind) return null;
  return CATEGORY_BY_KEY[kind.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

/**
 * Groups photos by category in the spec's order when the categorized-gallery experiment is on and at least 70%
 * carry a known category; untagged photos then join 'Additional Photos'. Otherwise a plain list.
 */
export function groupPhotos<P extends Photo>(photos: readonly P[], experimentOn: boolean): Gallery<P> {
  const categories = photos.map(photoCategory);
  const categorised = categories.filter((c) => c !== null).length;
  const enough = photos.length > 0 && categorised * 100 >= photos.length * CATEGORISED_SHARE_PERCENT;
  if (!experimentOn || !enough) return { kind: 'plain', photos: [...photos] };
  const groups = GALLERY_CATEGORIES.map((category) => ({
    category,
    photos: photos.filter((_, i) => (categories[i] ?? 'Additional Photos') === category),
  })).filter((group) => group.photos.length > 0);
  return { kind: 'grouped', groups };
}
