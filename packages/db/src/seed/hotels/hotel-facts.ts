/**
 * Hotel-level facts of the generated catalog: amenities, the Premier and Lifestyle perks, pets policies, review
 * scores, prices by city tier and class, and the seasons that move nightly prices.
 */
import type { PhotoScene } from '../media-catalog.ts';
import type { CityTier } from './city-list.ts';
import type { BrandStyle } from './chains.ts';
import type { Random } from './random.ts';

/** The hotel amenities the catalog uses: the values of the search's amenities filter. */
export const HOTEL_AMENITIES = [
  'Free Wi-Fi',
  'Pool',
  'Fitness center',
  'Spa',
  'Restaurant',
  'Bar',
  'Room service',
  'Free breakfast',
  'Parking',
  'Free parking',
  'EV charging',
  'Airport shuttle',
  'Beach access',
  'Ski storage',
  'Hot tub',
  'Kids club',
  'Business center',
  'Pet friendly',
  'Accessible rooms',
  '24-hour front desk',
  'Laundry',
] as const;
export type HotelAmenity = (typeof HOTEL_AMENITIES)[number];

/** Spec §1 Premier collection perks, as the portal describes them on the hotel. */
export const PREMIER_PERKS = [
  '$100 experience credit to use during your stay',
  'Daily breakfast for 2',
  'Early check-in and late checkout, when available',
  'Room upgrade, when available',
  'Complimentary Wi-Fi',
] as const;
/** Spec §1 Lifestyle collection perks. */
export const LIFESTYLE_PERKS = [
  '$50 experience credit to use during your stay',
  'Early check-in and late checkout, when available',
  'Room upgrade, when available',
  'Complimentary Wi-Fi',
] as const;

export function hotelAmenities(
  r: Random,
  input: { stars: number; scene: PhotoScene; style: BrandStyle; petFriendly: boolean; cityTier: CityTier },
): HotelAmenity[] {
  const { stars, scene, style, petFriendly, cityTier } = input;
  const list: HotelAmenity[] = ['Free Wi-Fi', 'Accessible rooms'];
  const add = (amenity: HotelAmenity, when: boolean) => {
    if (when) list.push(amenity);
  };
  add('24-hour front desk', stars >= 3 || r.chance(0.5));
  add('Fitness center', stars >= 3 || r.chance(0.3));
  add('Pool', scene === 'beach' || scene === 'desert' || style === 'resort' || (stars >= 4 && r.chance(0.5)));
  add('Spa', stars >= 5 || (stars === 4 && r.chance(0.4)));
  add('Restaurant', stars >= 3);
  add('Bar', stars >= 3 && r.chance(0.8));
  add('Room service', stars >= 4);
  add('Free breakfast', stars <= 3 && r.chance(0.6));
  // City-centre hotels charge for parking; elsewhere it is free.
  add(scene === 'city' && cityTier <= 2 ? 'Parking' : 'Free parking', r.chance(0.85));
  add('EV charging', r.chance(0.3));
  add('Airport shuttle', r.chance(0.25));
  add('Beach access', scene === 'beach');
  add('Ski storage', scene === 'mountain');
  add('Hot tub', scene === 'mountain' || (stars >= 4 && r.chance(0.3)));
  add('Kids club', style === 'resort' || (scene === 'beach' && stars >= 4 && r.chance(0.5)));
  add('Business center', scene === 'city' && stars >= 3 && r.chance(0.6));
  add('Pet friendly', petFriendly);
  add('Laundry', r.chance(0.6));
  return list;
}

export function petsPolicy(petFriendly: boolean, maxPets: number, feeMinor: number): string {
  if (!petFriendly) return 'Pets are not allowed. Service animals are welcome.';
  const fee = `$${(feeMinor / 100).toFixed(0)}`;
  return `Up to ${maxPets} ${maxPets === 1 ? 'dog or cat' : 'dogs or cats'} per room, ${fee} per stay. Service animals are welcome.`;
}

/** Spec §3 review score (0..1) and count; a few new independents have no reviews yet. */
export function reviews(
  r: Random,
  stars: number,
  independent: boolean,
): { score: number | null; count: number } {
  if (independent && r.chance(0.05)) return { score: null, count: 0 };
  const score = Math.min(0.98, Math.max(0.55, 0.66 + stars * 0.045 + (r.next() - 0.5) * 0.16));
  return {
    score: Math.round(score * 1000) / 1000,
    count: r.int(independent ? 15 : 120, independent ? 900 : 4800),
  };
}

/** A standard room's nightly price before season and weekday, in cents, by city tier and class. */
export function basePriceMinor(r: Random, tier: CityTier, stars: number): number {
  const tierBase = { 1: 26000, 2: 18000, 3: 13000 }[tier];
  const starFactor = [0.55, 0.55, 0.62, 1, 1.55, 2.6][stars] ?? 1;
  return Math.round((tierBase * starFactor * (0.85 + r.next() * 0.35)) / 100) * 100;
}

// Monthly price factors (bps, January first) of each kind of place in the northern hemisphere.
const SEASONS: Readonly<Record<PhotoScene, readonly number[]>> = {
  beach: [12500, 13000, 13000, 12000, 10500, 9500, 10000, 10000, 8800, 9200, 10500, 12500],
  coast: [8000, 8000, 8500, 9000, 10500, 12500, 13500, 13500, 11500, 9500, 8500, 9000],
  lake: [8000, 8000, 8500, 9000, 10500, 12500, 13500, 13500, 11500, 9500, 8500, 9000],
  mountain: [13500, 14000, 13000, 10000, 8000, 10500, 11500, 11000, 9500, 9000, 10000, 13500],
  desert: [12000, 12500, 13000, 12000, 9500, 8000, 7800, 7800, 8500, 10500, 11500, 11500],
  city: [8800, 9000, 10000, 10800, 11200, 11000, 10500, 10000, 11200, 11500, 10000, 10500],
};

/** The city's monthly factors; south of the equator the seasons turn half a year. */
export function seasonBps(scene: PhotoScene, lat: number): number[] {
  const months = [...SEASONS[scene]];
  return lat < 0 ? [...months.slice(6), ...months.slice(0, 6)] : months;
}

/** Friday and Saturday nights: dearer where people go for the weekend, a little cheaper in business cities. */
export const weekendBps = (scene: PhotoScene): number => (scene === 'city' ? 9600 : 11500);
