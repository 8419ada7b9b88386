import type { Faker } from '@faker-js/faker';
import type { Amenity, AmenityGroup } from '../schema/listings.ts';
import type { PhotoScene } from './media-catalog.ts';
import type { MarketSeed } from './markets-data.ts';

// [kind, displayName] per spec §2 amenity group.
const amenityCatalogue: Record<AmenityGroup, readonly [string, string][]> = {
  General: [
    ['AirConditioning', 'Air conditioning'],
    ['Heating', 'Heating'],
    ['WasherDryer', 'Washer and dryer'],
    ['Fireplace', 'Indoor fireplace'],
    ['Elevator', 'Elevator'],
    ['CeilingFans', 'Ceiling fans'],
  ],
  Outdoor: [
    ['Pool', 'Private pool'],
    ['HotTub', 'Hot tub'],
    ['Patio', 'Patio or deck'],
    ['Grill', 'BBQ grill'],
    ['FirePit', 'Fire pit'],
    ['Garden', 'Garden'],
    ['BeachAccess', 'Beach access'],
    ['LakeAccess', 'Lake access with dock'],
    ['Kayaks', 'Kayaks and paddleboards'],
    ['SkiInOut', 'Ski-in/ski-out'],
    ['SkiStorage', 'Ski and boot storage'],
  ],
  'Tech and Media': [
    ['Wifi', 'Wi-Fi'],
    ['Tv', 'Smart TV'],
    ['StreamingServices', 'Streaming services'],
    ['Workspace', 'Dedicated workspace'],
    ['GameConsole', 'Game console'],
  ],
  Kitchen: [
    ['Kitchen', 'Full kitchen'],
    ['Dishwasher', 'Dishwasher'],
    ['CoffeeMaker', 'Coffee maker'],
    ['Microwave', 'Microwave'],
    ['Oven', 'Oven'],
    ['Refrigerator', 'Refrigerator'],
    ['Cookware', 'Pots, pans and cookware'],
  ],
  Bathroom: [
    ['HairDryer', 'Hair dryer'],
    ['Shampoo', 'Shampoo and body wash'],
    ['Towels', 'Towels provided'],
    ['BathTub', 'Bathtub'],
  ],
  Bedroom: [
    ['Linens', 'Linens provided'],
    ['ExtraPillows', 'Extra pillows and blankets'],
    ['BlackoutShades', 'Room-darkening shades'],
    ['Hangers', 'Hangers'],
  ],
  Pets: [
    ['PetsAllowed', 'Pets allowed'],
    ['FencedYard', 'Fenced yard'],
    ['PetBowls', 'Pet bowls'],
  ],
  Parking: [
    ['FreeParking', 'Free parking on premises'],
    ['Garage', 'Garage'],
    ['EvCharger', 'EV charger'],
    ['StreetParking', 'Free street parking'],
  ],
  'Safety & Security': [
    ['SmokeDetector', 'Smoke detector'],
    ['CarbonMonoxideDetector', 'Carbon monoxide detector'],
    ['FireExtinguisher', 'Fire extinguisher'],
    ['FirstAidKit', 'First aid kit'],
    ['KeylessEntry', 'Keyless entry'],
  ],
  Cleaning: [
    ['CleaningProducts', 'Cleaning products'],
    ['EnhancedCleaning', 'Enhanced cleaning practices'],
    ['DailyHousekeeping', 'Housekeeping available'],
  ],
};

// Amenities that only exist in some kinds of place; the rest fit anywhere. A host in Denver does not list
// beach access, nor one in Asheville ski-in/ski-out; elevators belong to city and beach-condo buildings.
const placeBound: Readonly<Record<string, (m: MarketSeed) => boolean>> = {
  BeachAccess: (m) => m.scene === 'beach' || m.scene === 'coast',
  SkiInOut: (m) => m.ski,
  LakeAccess: (m) => m.scene === 'lake',
  Kayaks: (m) => m.scene === 'lake' || m.scene === 'coast',
  Pool: (m) => m.scene === 'beach' || m.scene === 'desert' || m.scene === 'city',
  Fireplace: (m) => m.scene !== 'beach',
  Elevator: (m) => m.scene === 'city' || m.scene === 'beach',
  SkiStorage: (m) => m.ski,
};

/** Whether an amenity can belong to a listing of this market (the seed test checks every listing with it). */
export function amenityFits(kind: string, market: MarketSeed): boolean {
  return placeBound[kind]?.(market) ?? true;
}

export function amenitiesFor(
  f: Faker,
  market: MarketSeed,
  petFriendly: boolean,
  everyGroup: boolean,
): Amenity[] {
  const result: Amenity[] = [];
  for (const [group, all] of Object.entries(amenityCatalogue) as [
    AmenityGroup,
    readonly [string, string][],
  ][]) {
    if (group === 'Pets' && !petFriendly) continue;
    if (!everyGroup && group !== 'General' && f.number.float() < 0.2) continue;
    const items = all.filter(([kind]) => amenityFits(kind, market));
    const count = f.number.int({ min: 1, max: items.length });
    for (const [kind, displayName] of f.helpers.arrayElements(items, count))
      result.push({ kind, displayName, group });
  }
  return result;
}

// Words a listing title uses for each kind of place, and the homes each kind has.
const sceneWords: Record<PhotoScene, readonly string[]> = {
  beach: ['Oceanfront', 'Beachside', 'Seaside', 'Salt Air', 'Sandy Toes', 'Palm Breeze', 'Coastal', 'Sunset'],
  coast: ['Seaside', 'Dune', 'Salt Air', 'Harbor', 'Shoreline', 'Driftwood', 'Beach Plum', 'Coastal'],
  mountain: [
    'Mountain View',
    'Ridge Top',
    'Summit',
    'Creekside',
    'Pine Hollow',
    'Timber',
    'Hilltop',
    'Trailside',
  ],
  lake: ['Lakefront', 'Lakeside', 'Dockside', 'Shoreline', 'Quiet Cove', 'Waterfront', 'Bayside'],
  desert: ['Desert', 'Canyon View', 'Mesa', 'Sunset', 'Starlit', 'Sun-Drenched', 'Quiet Desert'],
  city: ['Downtown', 'Historic', 'Modern', 'Skyline', 'Midtown', 'Sunny', 'Stylish', 'Walkable'],
};
export const propertyTypes: Record<PhotoScene, readonly string[]> = {
  beach: ['Beach House', 'Condo', 'Bungalow', 'Cottage', 'Villa'],
  coast: ['Beach House', 'Cottage', 'Bungalow', 'Townhome'],
  mountain: ['Cabin', 'Chalet', 'Lodge', 'Cottage', 'Townhome'],
  lake: ['Lake House', 'Cabin', 'Cottage', 'Bungalow'],
  desert: ['Casita', 'Adobe Home', 'Villa', 'Ranch House', 'Mid-Century Home'],
  city: ['Loft', 'Townhome', 'Apartment', 'Bungalow', 'Row House', 'Condo'],
};

// A title names a perk only when the listing has it.
const perkOf: readonly [kind: string, perk: string][] = [
  ['SkiInOut', 'Ski-in/Ski-out'],
  ['BeachAccess', 'Steps to the Beach'],
  ['LakeAccess', 'with Private Dock'],
  ['Pool', 'with Private Pool'],
  ['HotTub', 'with Hot Tub'],
  ['FirePit', 'with Fire Pit'],
  ['GameConsole', 'with Game Room'],
  ['Patio', 'with Big Deck'],
];

export function listingName(
  f: Faker,
  market: MarketSeed,
  bedrooms: number,
  propertyType: string,
  amenities: readonly Amenity[],
): string {
  const has = new Set(amenities.map((a) => a.kind));
  const perks = perkOf.filter(([kind]) => has.has(kind)).map(([, perk]) => perk);
  const perk = perks.length > 0 && f.number.float() < 0.7 ? f.helpers.arrayElement(perks) : '';
  const name = `${f.helpers.arrayElement(sceneWords[market.scene])} ${propertyType}`;
  return `${bedrooms > 0 ? `${bedrooms}BR ` : ''}${name}${perk ? ` ${perk}` : ''}`;
}
