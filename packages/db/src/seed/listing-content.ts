import type { Faker } from '@faker-js/faker';
import type { Amenity, AmenityGroup } from '../schema/listings.ts';
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

export function amenitiesFor(f: Faker, petFriendly: boolean, everyGroup: boolean): Amenity[] {
  const result: Amenity[] = [];
  for (const [group, items] of Object.entries(amenityCatalogue) as [
    AmenityGroup,
    readonly [string, string][],
  ][]) {
    if (group === 'Pets' && !petFriendly) continue;
    if (!everyGroup && group !== 'General' && f.number.float() < 0.2) continue;
    const count = f.number.int({ min: 1, max: items.length });
    for (const [kind, displayName] of f.helpers.arrayElements(items, count))
      result.push({ kind, displayName, group });
  }
  return result;
}

const sceneWords: Record<MarketSeed['scene'], readonly string[]> = {
  beach: ['Oceanfront', 'Beachside', 'Seaside', 'Salt Air', 'Dune', 'Sandy Toes', 'Tide Pool', 'Coastal'],
  mountain: [
    'Mountain View',
    'Ridge Top',
    'Cozy Cabin',
    'Summit',
    'Creekside',
    'Pine Hollow',
    'Blue Ridge',
    'Timber',
  ],
  lake: ['Lakefront', 'Lakeside', 'Dockside', 'Shoreline', 'Loon Call', 'Harbor View', 'Waterfront'],
  desert: ['Desert Oasis', 'Red Rock', 'Canyon View', 'Saguaro', 'Mesa', 'Sunset Adobe', 'Starlit'],
  city: ['Downtown', 'Historic', 'Urban', 'Skyline', 'Garden District', 'Loft', 'Midtown', 'Uptown'],
};
const homeKinds = [
  'Cottage',
  'Retreat',
  'Bungalow',
  'Hideaway',
  'Villa',
  'Cabin',
  'Townhome',
  'Loft',
  'Escape',
  'House',
  'Condo',
  'Chalet',
];
const perks = [
  'with Hot Tub',
  'with Pool',
  'near the Water',
  'with Sunset Views',
  'with Fire Pit',
  'Walk to Dining',
  'with Game Room',
  'with Big Deck',
  '',
];

export function listingName(f: Faker, market: MarketSeed, bedrooms: number): string {
  const perk = f.helpers.arrayElement(perks);
  const name = `${f.helpers.arrayElement(sceneWords[market.scene])} ${f.helpers.arrayElement(homeKinds)}`;
  return `${bedrooms > 0 ? `${bedrooms}BR ` : ''}${name}${perk ? ` ${perk}` : ''}`;
}

/** A few paragraphs; some carry harmless markup the client must sanitise or escape. */
export function listingDescription(f: Faker, market: MarketSeed, withMarkup: boolean): string {
  const intro = `Welcome to your ${market.city} getaway! ${f.helpers.arrayElement([
    'Sunlight pours through large windows onto warm wood floors.',
    'Everything here was chosen for slow mornings and long evenings.',
    'Step inside and the day’s travel melts away.',
    'A calm, bright space that sleeps the whole crew.',
  ])}`;
  const middle = `The open living area flows into a well-equipped kitchen, perfect for family dinners. ${f.lorem.sentences(2)}`;
  const outro = `Minutes from the best of ${market.city}, ${market.state}: ${f.helpers
    .arrayElements(
      [
        'local restaurants',
        'shops',
        'trails',
        'the waterfront',
        'galleries',
        'coffee houses',
        'farmers markets',
      ],
      3,
    )
    .join(', ')}.`;
  if (!withMarkup) return [intro, middle, outro].join('\n\n');
  return [
    `<b>${intro}</b>`,
    `<p>${middle}</p>`,
    `<ul><li>Fast Wi-Fi</li><li>Fresh linens</li></ul>`,
    outro,
  ].join('\n');
}

export const LONG_IMPORTANT_INFORMATION = [
  'Quiet hours are from 10 PM to 8 AM; the neighbourhood is residential and the local ordinance is enforced.',
  'No parties or events. Maximum occupancy is strictly enforced and includes day visitors.',
  'Guests must be at least 25 years old to book. A government-issued photo ID may be requested before arrival.',
  'The driveway is steep; in winter months a four-wheel-drive or all-wheel-drive vehicle is strongly recommended.',
  'The hot tub is cleaned between every stay; please shower before use and keep the cover closed when not in use.',
  'Trash and recycling are collected on Tuesdays; please bag all trash and place bins at the curb before you leave.',
].join(' ');

export const LONG_PETS_POLICY = [
  'Dogs up to 50 lb are welcome with prior approval; cats are not permitted because of owner allergies.',
  'A pet fee applies per stay. Pets must not be left alone in the home unless crated, and must stay off furniture and beds.',
  'Please pick up after your pet on the property and on neighbourhood walks; waste bags are in the mudroom closet.',
  'Any damage caused by pets, including scratches to floors and doors, will be charged to the card on file.',
].join(' ');

export const reviewComments = [
  'Spotless and exactly as pictured. The kitchen had everything we needed.',
  'Great location, easy check-in and the host answered quickly.',
  'Beds were comfortable and the views were stunning at sunset.',
  'A bit smaller than expected but very clean and cosy.',
  'We will be back! The kids loved the yard and the game room.',
  'Check-in instructions were clear. Parking was tight but manageable.',
  'Lovely decor, quiet street and good Wi-Fi for working remotely.',
  'The hot tub was the highlight of the trip.',
  'Could use a few more kitchen basics, otherwise perfect.',
  'Host left a welcome basket with local treats. Wonderful touch.',
];
