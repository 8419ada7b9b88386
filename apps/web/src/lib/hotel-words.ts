import type { BedType, MealPlan, PaymentTiming } from '@portal/domain/hotels/enums';

// How the portal words spec §3's hotel rate and room facts, wherever a hotel is shown: the shop, checkout, trips.

export const MEAL_PLAN_LABELS: Record<MealPlan, string> = {
  AllInclusive: 'All inclusive',
  Breakfast: 'Breakfast included',
  BreakfastFor1: 'Breakfast for 1',
  BreakfastFor2: 'Breakfast for 2',
  Dinner: 'Dinner included',
  FullBoard: 'Full board',
  HalfBoard: 'Half board',
  Lunch: 'Lunch included',
  RoomOnly: 'Room only',
};

export const PAYMENT_TIMING_LABELS: Record<PaymentTiming, string> = {
  PayNow: 'Pay now',
  PayLater: 'Pay at the hotel',
};

const BED_WORDS: Record<BedType, string> = {
  RunOfTheHouse: 'Bed type assigned at check-in',
  Murphy: 'Murphy',
  Single: 'Single',
  Double: 'Double',
  King: 'King',
  Dorm: 'Dorm',
  Twin: 'Twin',
  Water: 'Water',
  Queen: 'Queen',
  Sofa: 'Sofa',
  Full: 'Full',
  Tatami: 'Tatami',
  Futon: 'Futon',
};

/** '1 King bed', '2 Queen beds, 1 Sofa bed', or the run-of-the-house words. */
export function bedsText(beds: readonly { type: BedType; count: number }[]): string {
  return beds
    .map((b) =>
      b.type === 'RunOfTheHouse'
        ? BED_WORDS.RunOfTheHouse
        : `${b.count} ${BED_WORDS[b.type]} ${b.count === 1 ? 'bed' : 'beds'}`,
    )
    .join(', ');
}
