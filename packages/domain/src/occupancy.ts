/** Traveler picker limits (spec §5 "Traveler picker", §9): travelers are adults plus children; pets apart. */

export const DEFAULT_MAX_TRAVELERS = 16;
export const MAX_ROOMS = 10;
export const MIN_ADULTS = 1;
export const ADULT_AGE = 18;

export type Occupancy = { adults: number; children: number; pets: number; rooms: number };
export type OccupancyField = keyof Occupancy;
export type OccupancyLimits = { maxTravelers: number; maxPets: number | null };

/** Listing max occupancy when known, else 16 (children included); service animals never count. */
export function maxTravelers(maxOccupancy?: number | null): number {
  return maxOccupancy !== null && maxOccupancy !== undefined && maxOccupancy > 0
    ? maxOccupancy
    : DEFAULT_MAX_TRAVELERS;
}

/** Limits for a listing (or for search when no listing: 16 travelers, pets uncapped). */
export function occupancyLimits(listing?: {
  maxOccupancy?: number | null;
  petFriendly?: boolean;
  maxPets?: number | null;
}): OccupancyLimits {
  if (!listing) return { maxTravelers: DEFAULT_MAX_TRAVELERS, maxPets: null };
  const maxPets = listing.petFriendly === false ? 0 : (listing.maxPets ?? null);
  return { maxTravelers: maxTravelers(listing.maxOccupancy), maxPets };
}

export function travelersCount(o: Pick<Occupancy, 'adults' | 'children'>): number {
  return o.adults + o.children;
}

export function isAdultAge(age: number): boolean {
  return age >= ADULT_AGE;
}

/** Whether the picker's + button for a field is enabled. */
export function canIncrement(o: Occupancy, field: OccupancyField, limits: OccupancyLimits): boolean {
  switch (field) {
    case 'adults':
    case 'children':
      return travelersCount(o) < limits.maxTravelers;
    case 'pets':
      return limits.maxPets === null || o.pets < limits.maxPets;
    case 'rooms':
      return o.rooms < MAX_ROOMS;
  }
}

/** Whether the picker's - button for a field is enabled (at least one adult and one room). */
export function canDecrement(o: Occupancy, field: OccupancyField): boolean {
  switch (field) {
    case 'adults':
      return o.adults > MIN_ADULTS;
    case 'rooms':
      return o.rooms > 1;
    case 'children':
    case 'pets':
      return o[field] > 0;
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(Math.trunc(value), min), max);
}

/** Brings an occupancy (e.g. read from a URL) inside the limits; children give way before adults. */
export function clampOccupancy(o: Occupancy, limits: OccupancyLimits): Occupancy {
  const adults = clamp(o.adults, MIN_ADULTS, limits.maxTravelers);
  return {
    adults,
    children: clamp(o.children, 0, limits.maxTravelers - adults),
    pets: clamp(o.pets, 0, limits.maxPets ?? Number.MAX_SAFE_INTEGER),
    rooms: clamp(o.rooms, 1, MAX_ROOMS),
  };
}

export function isOccupancyValid(o: Occupancy, limits: OccupancyLimits): boolean {
  const c = clampOccupancy(o, limits);
  return c.adults === o.adults && c.children === o.children && c.pets === o.pets && c.rooms === o.rooms;
}
