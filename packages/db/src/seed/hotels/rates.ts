/**
 * Rate plans of a room type, as hotels sell them: a cheaper non-refundable rate paid now, a flexible rate with
 * free cancellation until a deadline (paid now or at the hotel), breakfast or all-inclusive board, and at some
 * hotels a partially refundable rate that keeps a share of the payment.
 */
import type { HotelFee, HotelTax, RateCancellationPolicy } from '@portal/domain/hotels/model';
import type { MealPlan, PaymentTiming } from '@portal/domain/hotels/enums';
import type { Random } from './random.ts';

export type RatePlanSeed = {
  id: string;
  roomTypeId: string;
  name: string;
  mealPlan: MealPlan;
  paymentTiming: PaymentTiming;
  refundPolicy: RateCancellationPolicy['refundPolicy'];
  cancellation: RateCancellationPolicy;
  priceFactorBps: number;
  nightlySupplementMinor: number;
  fees: HotelFee[];
  taxes: HotelTax[];
};

export type RateContext = {
  stars: number;
  /** Sells pay-at-the-hotel rates (chains and most independents in the Americas and Europe). */
  payLater: boolean;
  allInclusive: boolean;
  /** Half board is how European resort hotels sell dinner. */
  halfBoard: boolean;
  partiallyRefundable: boolean;
  /** Hours before check-in that free cancellation ends at this hotel (24, 48 or 72). */
  freeCancellationHours: number;
  resortFeeMinor: number;
  cityTaxBps: number;
  salesTaxBps: number;
  /** The room's occupancy, which prices its meals. */
  maxOccupancy: number;
};

const flexible = (hours: number): RateCancellationPolicy => ({
  refundPolicy: 'FullyRefundable',
  freeUntilHoursBeforeCheckIn: hours,
  penaltyAfterDeadline: { kind: 'Nights', nights: 1 },
});
const NON_REFUNDABLE: RateCancellationPolicy = { refundPolicy: 'NonRefundable' };

/** Breakfast per guest per night by hotel class, in cents. */
const breakfastMinor = (stars: number) => [1200, 1200, 1500, 2200, 3200, 4500][stars] ?? 2200;

export function ratePlans(r: Random, roomTypeId: string, c: RateContext): RatePlanSeed[] {
  const taxes: HotelTax[] = [
    ...(c.cityTaxBps > 0 ? [{ kind: 'CityTax' as const, rateBps: c.cityTaxBps }] : []),
    ...(c.salesTaxBps > 0 ? [{ kind: 'SalesTax' as const, rateBps: c.salesTaxBps }] : []),
  ];
  const fees: HotelFee[] = c.resortFeeMinor
    ? [{ kind: 'ResortFee', basis: 'PerRoomPerNight', amountMinor: c.resortFeeMinor, dueAtProperty: true }]
    : [];
  const plan = (
    code: string,
    name: string,
    mealPlan: MealPlan,
    paymentTiming: PaymentTiming,
    cancellation: RateCancellationPolicy,
    priceFactorBps: number,
    nightlySupplementMinor = 0,
  ): RatePlanSeed => ({
    id: `${roomTypeId}_${code}`,
    roomTypeId,
    name,
    mealPlan,
    paymentTiming,
    refundPolicy: cancellation.refundPolicy,
    cancellation,
    priceFactorBps,
    nightlySupplementMinor,
    fees,
    taxes,
  });

  if (c.allInclusive) {
    // All-inclusive resorts sell board and room together; the supplement is food and drink for two.
    const board = 2 * (c.stars >= 5 ? 9500 : 6500);
    return [
      plan('ai-nr', 'All Inclusive, non-refundable', 'AllInclusive', 'PayNow', NON_REFUNDABLE, 9000, board),
      plan(
        'ai-flex',
        'All Inclusive, free cancellation',
        'AllInclusive',
        'PayNow',
        flexible(c.freeCancellationHours),
        10000,
        board,
      ),
    ];
  }
  const plans = [
    plan('nr', 'Room only, non-refundable', 'RoomOnly', 'PayNow', NON_REFUNDABLE, r.int(85, 92) * 100),
    plan(
      'flex',
      'Room only, free cancellation',
      'RoomOnly',
      'PayNow',
      flexible(c.freeCancellationHours),
      10000,
    ),
  ];
  if (c.payLater) {
    plans.push(
      plan(
        'flex-hotel',
        'Room only, pay at the hotel',
        'RoomOnly',
        'PayLater',
        flexible(c.freeCancellationHours),
        10300,
      ),
    );
  }
  const guests = Math.min(2, c.maxOccupancy);
  const mealPlan: MealPlan = guests === 1 ? 'BreakfastFor1' : c.stars >= 4 ? 'BreakfastFor2' : 'Breakfast';
  plans.push(
    plan(
      'bb',
      'Breakfast included, free cancellation',
      mealPlan,
      'PayNow',
      flexible(c.freeCancellationHours),
      10000,
      guests * breakfastMinor(c.stars),
    ),
  );
  if (c.halfBoard) {
    plans.push(
      plan(
        'hb',
        'Half board (breakfast and dinner)',
        'HalfBoard',
        'PayNow',
        flexible(c.freeCancellationHours),
        10000,
        guests * breakfastMinor(c.stars) * 3,
      ),
    );
  }
  if (c.partiallyRefundable) {
    plans.push(
      plan(
        'partial',
        'Room only, partially refundable',
        'RoomOnly',
        'PayNow',
        {
          refundPolicy: 'PartiallyRefundable',
          penalty: r.chance(0.5) ? { kind: 'Percent', percentBps: 2000 } : { kind: 'Nights', nights: 1 },
          refundableUntilHoursBeforeCheckIn: 168,
        },
        9500,
      ),
    );
  }
  return plans;
}
