/**
 * Phrase banks for the demo's hotel reviews. A review is told in the voice its score calls for ('good': 8 and up
 * out of 10, 'mixed': 6 to 8, 'poor': under 6) and speaks of the four things guests write about most: the room,
 * breakfast, the location and the staff. Rooms and location read differently in a luxury hotel and a budget one,
 * on a beach and downtown; `{city}` is the hotel's city.
 */
import type { PhotoScene } from '../media-catalog.ts';

export type ReviewTone = 'good' | 'mixed' | 'poor';
export type HotelClass = 'luxury' | 'upscale' | 'midscale' | 'budget';

export const toneOf = (score: number): ReviewTone =>
  score >= 0.8 ? 'good' : score >= 0.6 ? 'mixed' : 'poor';
export const classOf = (stars: number): HotelClass =>
  stars >= 5 ? 'luxury' : stars === 4 ? 'upscale' : stars === 3 ? 'midscale' : 'budget';

export const ROOM_LINES: Record<HotelClass, Record<ReviewTone, readonly string[]>> = {
  luxury: {
    good: [
      'Our room was beautifully finished, with a deep soaking tub and the softest linens we have slept in.',
      'The suite was spacious and spotless, and turndown service every evening was a lovely touch.',
      'Huge marble bathroom, blackout curtains that actually work and a bed we did not want to leave.',
    ],
    mixed: [
      'The room was elegant but smaller than the photos suggest for the price.',
      'Lovely bathroom, though the air conditioning was noisy and hard to adjust.',
    ],
    poor: [
      'For a five-star price the room felt tired: worn carpet and a stained armchair.',
      'Our room faced a service area and we heard deliveries from six in the morning.',
    ],
  },
  upscale: {
    good: [
      'The room was modern, quiet and very clean, with a comfortable bed and a good shower.',
      'We had a corner room with plenty of light and a proper desk to work at.',
      'Comfortable king bed, great pillows and a rain shower with strong water pressure.',
    ],
    mixed: [
      'The room was comfortable enough, but the walls are thin and we heard the hallway.',
      'Clean room with a good bed; the bathroom could use an update.',
    ],
    poor: [
      'The room was not ready until late afternoon and smelled of smoke when we got in.',
      'Bathroom fan broken, a dripping tap and nobody came to fix it during our stay.',
    ],
  },
  midscale: {
    good: [
      'The room was simple but spotless, with a comfortable bed and everything we needed.',
      'Good-sized room, quiet at night, fridge and coffee maker were handy.',
      'Clean, bright room and a better bed than we expected at this price.',
    ],
    mixed: [
      'The room was clean but dated, and the Wi-Fi dropped out in the evenings.',
      'Decent room for a short stay; the pillows were flat and the shower lukewarm.',
    ],
    poor: [
      'The room was musty and the sheets had a hole in them.',
      'Heating barely worked and the window would not close properly.',
    ],
  },
  budget: {
    good: [
      'Basic room, but clean and quiet, and the bed was surprisingly comfortable.',
      'No frills, yet the room was spotless and the shower was hot. Great value.',
      'Small room that had all we needed for a night: clean sheets, good towels, working Wi-Fi.',
    ],
    mixed: [
      'You get what you pay for: the room is small and a bit worn, but it was clean.',
      'Room was fine for sleeping, though the street noise came through the window.',
    ],
    poor: [
      'The room was dirty on arrival and the towels had not been changed.',
      'Very thin walls and a mattress that sagged in the middle.',
    ],
  },
};

export const BREAKFAST_LINES: Record<ReviewTone, readonly string[]> = {
  good: [
    'Breakfast was excellent: fresh fruit, eggs cooked to order and proper coffee.',
    'The breakfast spread had something for everyone, and the pancakes were a hit.',
    'Breakfast was a highlight, with local pastries and plenty of choice.',
  ],
  mixed: [
    'Breakfast was fine but the same every day, and the coffee was weak.',
    'Breakfast was decent, though it got very busy after eight and ran out of things.',
  ],
  poor: [
    'Breakfast was poor for the price: lukewarm eggs and nowhere to sit.',
    'Skip the breakfast; we ate at a cafe down the street instead.',
  ],
};

export const LOCATION_LINES: Record<PhotoScene, readonly string[]> = {
  city: [
    'The location is perfect for exploring {city}: the subway is two minutes away and there are restaurants on every corner.',
    'Great central location in {city}; we walked to most of the sights.',
    'Handy for the business district of {city}, and a short ride to the main sights.',
  ],
  beach: [
    'The beach is just across the road, and we could hear the waves from the balcony.',
    'You cannot beat the location for a beach holiday in {city}: sand, bars and shops within a few minutes.',
  ],
  coast: [
    'The harbour and the coastal path are right outside, and sunsets over the water were beautiful.',
    'A lovely stretch of {city} coast, quiet but close to the seafood restaurants.',
  ],
  mountain: [
    'Ideal base for the trails around {city}; the ski shuttle stops outside the door.',
    'Wonderful mountain views and the trailheads are a short drive away.',
  ],
  lake: [
    'The lake is a short walk away, perfect for an early morning stroll.',
    'Peaceful spot near the water, yet only a few minutes from the centre of {city}.',
  ],
  desert: [
    'Great spot for exploring {city} and the desert around it, with stunning sunsets from the pool.',
    'Quiet location, easy parking and close to the hiking trails.',
  ],
};

export const STAFF_LINES: Record<ReviewTone, readonly string[]> = {
  good: [
    'The front desk staff were warm and helpful, and gave us great restaurant tips.',
    'Staff went out of their way for us, even arranging an early check-in.',
    'Everyone from housekeeping to the concierge was friendly and attentive.',
  ],
  mixed: [
    'Staff were polite but check-in took a long time.',
    'Most of the staff were helpful, although housekeeping missed our room one day.',
  ],
  poor: [
    'The front desk was unhelpful when we raised problems with the room.',
    'Check-in took forty minutes and nobody apologised.',
  ],
};

export const CLOSING_LINES: Record<ReviewTone, readonly string[]> = {
  good: [
    'We will definitely stay here again.',
    'Highly recommended.',
    'Already planning our next visit to {city}.',
  ],
  mixed: ['Fine for a night or two.', 'Good value if you can find a deal.', 'Would consider it again.'],
  poor: ['We will not be back.', 'Not worth the money.', 'Look elsewhere in {city}.'],
};

export const TITLES: Record<ReviewTone, readonly string[]> = {
  good: [
    'Wonderful stay',
    'Perfect base in {city}',
    'Exceeded our expectations',
    'Great staff, great location',
    'Would stay again',
    'Lovely hotel',
  ],
  mixed: ['Good location, some issues', 'Decent but not memorable', 'OK for the price', 'Mixed feelings'],
  poor: ['Disappointing', 'Not as advertised', 'Needs work', 'Would not recommend'],
};

// prettier-ignore
export const FIRST_NAMES: readonly string[] = [
  'Maria', 'James', 'Aiko', 'Daniel', 'Sofia', 'Omar', 'Emily', 'Lucas', 'Priya', 'Thomas', 'Chloé', 'Wei',
  'Hannah', 'Carlos', 'Olivia', 'Kenji', 'Fatima', 'Michael', 'Isabella', 'Noah', 'Grace', 'Mateo', 'Zoe',
  'David', 'Amara', 'Luca', 'Sarah', 'Diego', 'Claire', 'Ravi', 'Emma', 'Jonas', 'Ana', 'Samuel', 'Leila',
];

export const TRAVELER_INTROS: Record<
  'Couple' | 'Family' | 'Solo' | 'Business' | 'Friends',
  readonly string[]
> = {
  Couple: ['My partner and I stayed {nights} nights.', 'We came to {city} for our anniversary.'],
  Family: ['We stayed as a family of four.', 'Travelled with our two children for {nights} nights.'],
  Solo: [
    'I stayed here on my own for {nights} nights.',
    'Travelling solo, I wanted somewhere easy and safe.',
  ],
  Business: ['I stayed here for work.', 'Business trip to {city}, {nights} nights.'],
  Friends: ['A group of friends and I stayed {nights} nights.', "Girls' weekend in {city}."],
};

/** For hotels that serve no breakfast: guests still say where they ate. */
export const NO_BREAKFAST_LINES: readonly string[] = [
  'There is no breakfast on site, but plenty of cafés nearby.',
  'No breakfast at the hotel; the coffee shop next door was good.',
];
