import type { PhotoCategory } from '../schema/listings.ts';

// The generated illustrations under apps/web/public/media (see media/generate-media.ts). Every photo that shows
// the outdoors (exteriors, extras, and rooms through their windows) is painted for one scene, named in its
// file, so a listing only ever shows its market's scenery: no palm trees in Denver, no beach in Asheville.
export const PHOTO_SCENES = ['beach', 'coast', 'mountain', 'lake', 'desert', 'city'] as const;
export type PhotoScene = (typeof PHOTO_SCENES)[number];

/** Photos per category and scene; bathrooms have no window, so theirs fit every scene. */
export const SCENE_VARIANTS = 3;
export const BATHROOM_VARIANTS = 12;
export const HOST_AVATAR_COUNT = 16;

const stems: Record<PhotoCategory, string> = {
  LivingArea: 'living-area',
  Kitchen: 'kitchen',
  DiningArea: 'dining-area',
  Bedroom: 'bedroom',
  Bathroom: 'bathroom',
  Exterior: 'exterior',
  AdditionalPhotos: 'additional',
};

export function photoFileStem(category: PhotoCategory): string {
  return stems[category];
}

export const showsScene = (category: PhotoCategory) => category !== 'Bathroom';

/** The file of one photo: `/media/exterior-desert-2.svg`, `/media/bathroom-7.svg`. */
export function photoUrl(category: PhotoCategory, scene: PhotoScene, variant: number): string {
  return showsScene(category)
    ? `/media/${stems[category]}-${scene}-${variant}.svg`
    : `/media/${stems[category]}-${variant}.svg`;
}

/** The scene a photo shows, read from its file name (null for a photo without a view). */
export function sceneOfPhoto(url: string): PhotoScene | null {
  const match = /-([a-z]+)-\d+\.svg$/.exec(url);
  return PHOTO_SCENES.find((scene) => scene === match?.[1]) ?? null;
}

export function hostImageUrl(variant: number): string {
  return `/media/host-${variant}.svg`;
}
