import type { PhotoCategory } from '../schema/listings.ts';

// The generated illustrations under apps/web/public/media (see media/generate-media.ts).
export const PHOTO_VARIANTS = 12;
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

export function photoUrl(category: PhotoCategory, variant: number): string {
  return `/media/${stems[category]}-${variant}.svg`;
}

export function hostImageUrl(variant: number): string {
  return `/media/host-${variant}.svg`;
}
