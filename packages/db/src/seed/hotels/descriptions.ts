/** Descriptions of the generated hotels that fit their place and class: real prose, no filler text. */
import type { PhotoScene } from '../media-catalog.ts';
import type { Random } from './random.ts';

const SETTING: Readonly<Record<PhotoScene, readonly string[]>> = {
  city: [
    'a short walk from the main museums and theatres',
    'in the business district, close to transit',
    'on a leafy street of the old town',
    'above the city, with skyline views from the upper floors',
  ],
  beach: [
    'steps from the sand',
    'on a private stretch of beach',
    'across the road from the beach promenade',
    'beside the marina, a few minutes from the beach',
  ],
  coast: [
    'overlooking the harbour',
    'on the cliffs above the bay',
    'near the lighthouse and the coastal trail',
    'on the waterfront, by the fishing boats',
  ],
  mountain: [
    'at the foot of the lifts',
    'in the village, near the gondola',
    'among the pines above town',
    'with trailheads at the door',
  ],
  lake: [
    'on the lakeshore with its own dock',
    'facing the lake, near the marina',
    'on a quiet bay of the lake',
    'a short walk from the waterfront',
  ],
  desert: [
    'with red-rock views from every balcony',
    'among palms and cactus gardens',
    'near the canyon trailheads',
    'around a courtyard pool under the mountains',
  ],
};

const FEATURES: Readonly<Record<PhotoScene, readonly string[]>> = {
  city: [
    'a rooftop bar',
    'a lobby café that roasts its own coffee',
    'a 24-hour gym',
    'a bistro known for its brunch',
  ],
  beach: [
    'two pools and cabanas',
    'a beach club with loungers and umbrellas',
    'a spa with ocean-view treatment rooms',
    'a seafood grill on the sand',
  ],
  coast: [
    'a fireside lounge',
    'a seafood restaurant on the pier',
    'bikes to borrow for the coastal path',
    'sea-view rooms',
  ],
  mountain: [
    'a heated outdoor pool and hot tubs',
    'ski storage and boot warmers',
    'a stone fireplace in the great room',
    'a spa for après-ski',
  ],
  lake: [
    'kayaks and paddleboards to borrow',
    'a terrace restaurant over the water',
    'a firepit on the lawn',
    'a sauna by the shore',
  ],
  desert: ['a desert spa', 'a pool deck with fire pits', 'stargazing evenings', 'a golf course next door'],
};

/** Two or three sentences about the hotel that fit its place, class and kind. */
export function hotelDescription(
  r: Random,
  input: { name: string; cityName: string; scene: PhotoScene; stars: number; independent: boolean },
): string {
  const { name, cityName, scene, stars, independent } = input;
  const kind =
    stars >= 5
      ? 'luxury hotel'
      : stars === 4
        ? 'upscale hotel'
        : stars === 3
          ? 'comfortable hotel'
          : 'good-value hotel';
  const article = independent ? 'a' : /^[aeiou]/.test(kind) ? 'an' : 'a';
  const first = `${name} is ${article} ${independent ? 'locally owned ' : ''}${kind} in ${cityName}, ${r.pick(SETTING[scene])}.`;
  const features = FEATURES[scene];
  const a = r.pick(features);
  const b = r.pick(features.filter((f) => f !== a));
  const second =
    stars >= 3
      ? `Guests enjoy ${a}, as well as ${b}.`
      : `Simple, clean rooms and a free breakfast make it an easy base for exploring ${cityName}.`;
  const third = independent && stars >= 4 ? 'Every room is individually decorated by local designers.' : '';
  return [first, second, third].filter(Boolean).join(' ');
}
