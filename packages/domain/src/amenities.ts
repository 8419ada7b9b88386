/** Spec §2 amenity groups, in the order the listing page shows them: one list for the data and the page. */
export const AMENITY_GROUPS = [
  'General',
  'Outdoor',
  'Tech and Media',
  'Kitchen',
  'Bathroom',
  'Bedroom',
  'Pets',
  'Parking',
  'Safety & Security',
  'Cleaning',
] as const;
export type AmenityGroupName = (typeof AMENITY_GROUPS)[number];
