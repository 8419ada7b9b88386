import type { Faker } from '@faker-js/faker';
import type { PhotoScene } from './media-catalog.ts';
import type { MarketSeed } from './markets-data.ts';
import { highlightsOf } from './market-highlights.ts';

// Descriptions and reviews written the way hosts and guests write them: composed from sentence pools per kind
// of place, with the market's own sights, the listing's type and size, and only the amenities it really has.
// Placeholders: {city} {type} {size} {count} (of bedrooms) {h1} {h2} {h3} (the market's sights) {host}.

export type TextContext = {
  market: MarketSeed;
  propertyType: string;
  bedrooms: number;
  amenities: ReadonlySet<string>;
  host: string;
};

const openers: Record<PhotoScene, readonly string[]> = {
  beach: [
    'Wake up to the sound of the waves in this {size} {type} in {city}.',
    'Sun, salt water and a cold drink on the balcony: our {type} is made for easy beach days.',
    'Bright, breezy and freshly updated, our {type} puts you close to {h1}.',
    'Our {size} {type} is the beach house we always wanted for our own family vacations, and now we share it with you.',
  ],
  coast: [
    'Our {type} is a cozy base for {city}: walk to {h1}, then come home to a hot shower and a quiet evening.',
    'Fall asleep to the sound of the surf in this {size} {type} near {h1}.',
    'Sandy feet are welcome here. Our {type} is a few minutes from the beach and close to {h1}.',
    'A classic {size} {type} on the coast, with weathered shingles outside and a warm, bright living room inside.',
  ],
  mountain: [
    'Tucked into the trees above {city}, our {type} is the place to slow down and breathe the mountain air.',
    'After a day on the trails, come back to this {size} {type} and warm up with a coffee on the porch.',
    'Our family {type} has long-range mountain views and is an easy drive to {h1}.',
    'Watch the sun set over the ridges from this quiet {size} {type} just outside {city}.',
  ],
  lake: [
    'Spend your mornings on the water: our {type} in {city} looks out over the lake.',
    'This {size} {type} is made for summer: swimming, paddling and dinners outside as the sun goes down.',
    'Our {type} sits on a quiet cove, a short drive from {h1}.',
    'Four seasons on the lake: summer swims, fall colors and snowy winter weekends by the fire.',
  ],
  desert: [
    'Our {type} is a quiet desert base with big skies, warm days and cool, starry nights.',
    'Watch the mountains glow at sunset from the patio of this {size} {type} near {h1}.',
    'Sun-filled and calm, this {size} {type} is a short drive from {h1}.',
    'Light, space and desert views from every window: welcome to our {type} in {city}.',
  ],
  city: [
    'Our {type} puts you in the middle of {city}, close to {h1}, with a quiet place to rest at the end of the day.',
    'Stay like a local in this {size} {type}, on a tree-lined street close to {h1}.',
    'Light-filled and freshly renovated, this {type} is an easy base for {city}, for work or a long weekend.',
    'Exposed brick, high ceilings and a great coffee shop around the corner: welcome to our {type}.',
  ],
};

// One sentence per amenity a host would mention, in the order they would mention them.
const amenitySentences: readonly [kind: string, sentence: string][] = [
  ['SkiInOut', 'Click into your skis at the back door and glide down to the lift.'],
  ['BeachAccess', 'A short path across the dunes takes you straight to the sand.'],
  ['LakeAccess', 'Swim, fish or tie up your boat at the private dock.'],
  ['Pool', 'The private pool gets full sun all afternoon.'],
  ['HotTub', 'End the day in the hot tub under the stars.'],
  ['Fireplace', 'On cool evenings, light the fireplace and settle in with a board game.'],
  ['Kayaks', 'Kayaks and paddleboards are in the shed for you to use.'],
  ['FirePit', 'Gather around the fire pit for s’mores after dinner.'],
  ['Grill', 'Fire up the grill on the deck; there is seating for everyone.'],
  ['Workspace', 'A desk by the window and fast Wi-Fi make it easy to get some work done.'],
  ['WasherDryer', 'There is a washer and dryer, so you can pack light.'],
  ['EvCharger', 'Charge your electric car in the driveway overnight.'],
];

const kitchenSentences = [
  'The open living room flows into a fully equipped kitchen, so whoever is cooking is never left out.',
  'The kitchen has everything you need for family dinners, from a good knife set to a full spice rack.',
  'Start the day with coffee at the kitchen island while the morning light comes in.',
];

function bedroomSentence(bedrooms: number): string {
  if (bedrooms === 0) return 'The studio has a comfortable queen bed and a sitting area by the window.';
  if (bedrooms === 1)
    return 'The bedroom has a comfortable queen bed, soft linens and plenty of closet space.';
  if (bedrooms <= 3)
    return 'The {count} bedrooms are spread out for privacy, and the main bedroom has its own bathroom.';
  return 'With {count} bedrooms there is room for the whole group, and the bunk room is always the kids’ favorite.';
}

const locationSentences = [
  'You are a few minutes from {h2}, and {h3} is a short drive away.',
  'We love {h2} and {h3}; our guidebook in the kitchen lists our favorite places to eat nearby.',
  'Spend a day around {h2}, then try the restaurants near {h3}.',
];
const closings = [
  'We look forward to hosting you!',
  'Send us a message with any questions. We are happy to help you plan your stay.',
  'Come see why our guests keep coming back.',
  '{host} and family look forward to welcoming you.',
];

const counts = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];
const sizeWords = counts.map((n, i) => (i === 0 ? 'studio' : `${n}-bedroom`));

function fill(template: string, c: TextContext, highlights: readonly string[]): string {
  return template
    .replaceAll('{city}', c.market.city)
    .replaceAll('{type}', c.propertyType.toLowerCase())
    .replaceAll('{size}', sizeWords[c.bedrooms] ?? `${c.bedrooms}-bedroom`)
    .replaceAll('{count}', counts[c.bedrooms] ?? String(c.bedrooms))
    .replaceAll('{h1}', highlights[0] ?? c.market.city)
    .replaceAll('{h2}', highlights[1] ?? c.market.city)
    .replaceAll('{h3}', highlights[2] ?? c.market.city)
    .replaceAll('{host}', c.host.split(' ')[0] ?? c.host);
}

/** Three paragraphs: the welcome, the space (its real amenities), the neighborhood. Some use markup. */
export function listingDescription(f: Faker, c: TextContext, withMarkup: boolean): string {
  const highlights = f.helpers.shuffle([...highlightsOf(c.market.id)]);
  const say = (template: string) => fill(template, c, highlights);
  const mentioned = amenitySentences.filter(([kind]) => c.amenities.has(kind)).slice(0, 3);
  const welcome = say(f.helpers.arrayElement(openers[c.market.scene]));
  const space = [
    f.helpers.arrayElement(kitchenSentences),
    bedroomSentence(c.bedrooms),
    ...mentioned.map(([, sentence]) => sentence),
  ]
    .map(say)
    .join(' ');
  const area = `${say(f.helpers.arrayElement(locationSentences))} ${say(f.helpers.arrayElement(closings))}`;
  if (!withMarkup) return [welcome, space, area].join('\n\n');
  return [`<p><b>${welcome}</b></p>`, `<p>${space}</p>`, `<p>${area}</p>`].join('\n');
}

const praise = [
  'Spotless and exactly as pictured. The kitchen had everything we needed to cook most nights.',
  '{host} answered every question within minutes, and the check-in instructions were clear.',
  'We stayed four nights with our two kids and would come back in a heartbeat.',
  'Great location, an easy trip to {h1}.',
  'Comfortable beds, good water pressure and a spotless bathroom. What more could you want?',
  'The house is even nicer in person. Thank you, {host}, for the local tips!',
  'Perfect for our family reunion. Plenty of space to spread out and still be together.',
  'Everything was thought of, down to the extra phone chargers and board games.',
  'The photos do not do it justice. Beautifully decorated and very comfortable.',
  'Our second stay here and it was just as good as the first.',
  'Easy parking, fast Wi-Fi and a great coffee maker. We will be back.',
  'The welcome note and local snacks were a lovely touch.',
  'Peaceful, clean and well stocked. We did not want to leave.',
  'Ideal for a long weekend with friends; everyone had their own space.',
  'Check-in was seamless and the place was ready early.',
];
const scenePraise: Record<PhotoScene, readonly string[]> = {
  beach: [
    'Coffee on the balcony watching the waves every morning. Pure bliss.',
    'The beach chairs and umbrella in the closet saved us a trip to the store.',
  ],
  coast: [
    'A perfect base for {h1}. Chilly evenings, cozy house.',
    'Long walks on the beach and seafood every night. We loved it.',
  ],
  mountain: [
    'The views from the porch were even better than the photos.',
    'Quiet, cozy and close to great hiking.',
  ],
  lake: ['The kids spent hours swimming off the dock.', 'Sunsets over the lake every single night.'],
  desert: [
    'The stargazing from the patio was unbelievable.',
    'Cool and comfortable inside even on a 105-degree day.',
  ],
  city: ['Walkable to everything; we barely used the car.', 'Quiet at night despite being so central.'],
};
const mixed = [
  'Nice place overall. The beds were a bit soft for us, but the location made up for it.',
  'Good value for the area. Parking was tight and the Wi-Fi dropped a couple of times.',
  'Comfortable and clean, though the kitchen could use a few more basics like oil and foil.',
  'The photos make it look bigger than it is, but it worked fine for the two of us.',
  'Lovely house, but the pillows were flat and the shower took a while to warm up.',
  'Decent stay. Check-out instructions were a bit long for a short visit.',
  'The location is great; the furniture is starting to show its age.',
];
const sceneMixed: Record<PhotoScene, string> = {
  beach: 'A longer walk to the sand than we expected, but a nice place.',
  coast: 'It gets chilly at night, so bring layers; the house itself was lovely.',
  mountain: 'The last stretch of the drive is steep gravel, so take it slow.',
  lake: 'The dock needs some repairs, but the view is wonderful.',
  desert: 'It was hot in the afternoons and the AC took a while to catch up.',
  city: 'Some street noise on Friday night; bring earplugs if you are a light sleeper.',
};
const critical = [
  'Check-in was confusing and it took a while to reach anyone. The house itself was fine.',
  'Not as clean as we hoped when we arrived, although the host did send a cleaner the next morning.',
  'Several things needed repair: a sticky door, a dripping shower and a broken blind. Location was good though.',
  'Smaller and more worn than the photos suggest. Fine for a night or two.',
  'The hot water ran out every morning and the host never really fixed it.',
  'Noisy neighbors and thin walls. We did not sleep well.',
];

/**
 * A guest's comment that matches the score they gave: praise, mixed feelings or a complaint. `used` holds the
 * listing's comments so far: no two guests of one listing write the same first sentence while the pool lasts.
 */
export function reviewComment(f: Faker, c: TextContext, score: number, used: Set<string>): string {
  const highlights = f.helpers.shuffle([...highlightsOf(c.market.id)]);
  const scene = c.market.scene;
  const skiPraise = c.market.ski
    ? ['Skiing right back to the door at the end of the day was the best part.']
    : [];
  const pool =
    score >= 0.8
      ? [...praise, ...scenePraise[scene], ...(c.amenities.has('SkiInOut') ? skiPraise : [])]
      : score >= 0.6
        ? [...mixed, sceneMixed[scene]]
        : critical;
  const fresh = pool.filter((s) => !used.has(s));
  const first = f.helpers.arrayElement(fresh.length > 0 ? fresh : pool);
  used.add(first);
  // A second sentence for some happy guests, never thanking the host by name twice.
  const others = pool.filter((s) => s !== first && !(first.includes('{host}') && s.includes('{host}')));
  const sentences = score >= 0.8 && f.datatype.boolean() ? [first, f.helpers.arrayElement(others)] : [first];
  return sentences.map((s) => fill(s, c, highlights)).join(' ');
}

/** House rules as a host would write them for this market and home (the long variant of the spec's §2 text). */
export function longImportantInformation(c: TextContext): string {
  const rules = [
    'Quiet hours are from 10 PM to 8 AM; the neighborhood is residential and the local ordinance is enforced.',
    'No parties or events. Maximum occupancy is strictly enforced and includes day visitors.',
    'Guests must be at least 25 years old to book. A government-issued photo ID may be requested before arrival.',
  ];
  const scene = c.market.scene;
  if (scene === 'mountain' || c.market.ski)
    rules.push(
      'The driveway is steep; in winter months a four-wheel-drive or all-wheel-drive vehicle is strongly recommended.',
    );
  if (scene === 'beach' || scene === 'coast')
    rules.push('Please rinse off sand at the outdoor shower and leave beach gear on the porch.');
  if (scene === 'city')
    rules.push('Street parking needs a permit on weekdays; a guest pass is in the drawer by the front door.');
  if (c.amenities.has('HotTub'))
    rules.push(
      'The hot tub is cleaned between every stay; please shower before use and keep the cover closed when not in use.',
    );
  if (c.amenities.has('Pool'))
    rules.push('The pool is not fenced; children must be supervised at all times.');
  rules.push(
    'Trash and recycling are collected on Tuesdays; please bag all trash and place bins at the curb before you leave.',
  );
  return rules.join(' ');
}

export const LONG_PETS_POLICY = [
  'Dogs up to 50 lb are welcome with prior approval; cats are not permitted because of owner allergies.',
  'A pet fee applies per stay. Pets must not be left alone in the home unless crated, and must stay off furniture and beds.',
  'Please pick up after your pet on the property and on neighborhood walks; waste bags are in the mudroom closet.',
  'Any damage caused by pets, including scratches to floors and doors, will be charged to the card on file.',
].join(' ');
