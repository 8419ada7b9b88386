// Airline travel credits as a flights payment (issue 14 "usable on the same airline at checkout"): which of the
// user's credits a quoted itinerary accepts and how much each pays (domain travel-credit ftcUsableFor, applyFtc),
// and spending one in the booking transaction.
import type { BookedItinerary, UsableAirlineCredit } from '@portal/contracts/flight-booking';
import type { DbOrTx } from '@portal/db/client';
import {
  applyFtc,
  ftcUsableFor,
  type FtcUnusableReason,
  type TravelCredit,
} from '@portal/domain/flights/travel-credit';
import { majorToMinor, toFiat } from '@portal/domain/money';
import type { LineCredits } from '../../checkout/product-line.ts';
import { fail } from '../../checkout/purchase-errors.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import {
  findUserCredit,
  listOpenCredits,
  redeemCredit,
  unredeemCreditOf,
  type SpendableCreditRow,
} from './flight-credits.repository.ts';
import { firstSegment } from './flight-trip-mapping.ts';

/** What a credit is checked against: the ticket's validating airline and currency, and its fares. */
export type CreditTicket = { airlineCode: string; currency: string; fareMinor: number };

/** The validating airline of an itinerary: the first segment's marketing carrier (as flight-cancel.ts says). */
function validatingCode(itinerary: BookedItinerary): string {
  return firstSegment({ itinerary }).marketingAirline.code;
}

/** The ticket of a stored flights quote: its fares without the agent fee (the portal's, not the airline's). */
export function ticketOfQuote(quote: Record<string, unknown>): CreditTicket {
  const q = quote as {
    itinerary: BookedItinerary;
    pricing: { total: { value: number; currencyCode: string } };
  };
  return {
    airlineCode: validatingCode(q.itinerary),
    currency: q.pricing.total.currencyCode,
    fareMinor: majorToMinor(q.pricing.total.value),
  };
}

function travelCreditOf(row: SpendableCreditRow): TravelCredit {
  return {
    airlineCode: row.airlineCode,
    amountMinor: row.amountMinor,
    currency: row.currency,
    expiresAtMs: row.expiresAt.getTime(),
    redeemedAtMs: row.redeemedAt?.getTime() ?? null,
  };
}

/** A new ticket has no change fee: the credit pays the fare, up to its value. */
function applied(row: SpendableCreditRow, ticket: CreditTicket) {
  return applyFtc({
    creditMinor: row.amountMinor,
    fareMinor: ticket.fareMinor,
    changeFeeMinor: 0,
    feeFromCreditFirst: false,
  });
}

export const UNUSABLE_MESSAGES: Record<FtcUnusableReason, string> = {
  Expired: 'This airline travel credit has expired.',
  Redeemed: 'This airline travel credit has already been used.',
  OtherAirline: 'This airline travel credit can only be used on flights of the airline that issued it.',
  OtherCurrency: 'This airline travel credit is in another currency than this flight.',
};

/** The user's credits this itinerary accepts, soonest to expire first, with what each pays (for the quote). */
export async function usableCredits(
  db: DbOrTx,
  userId: string,
  itinerary: BookedItinerary,
  ticket: Omit<CreditTicket, 'airlineCode'>,
  now: Date,
): Promise<UsableAirlineCredit[]> {
  const airlineCode = validatingCode(itinerary);
  const rows = await listOpenCredits(db, userId, now);
  return rows
    .filter(
      (row) =>
        ftcUsableFor(travelCreditOf(row), { airlineCode, currency: ticket.currency }, now.getTime()).usable,
    )
    .map((row) => {
      const use = applied(row, { ...ticket, airlineCode });
      return {
        creditId: row.id,
        airline: itinerary.airlines[row.airlineCode] ?? {
          code: row.airlineCode,
          name: row.airlineCode,
          lowCost: false,
        },
        amount: toFiat(row.amountMinor),
        applicableAmount: toFiat(use.farePaidMinor),
        unusedAmount: toFiat(use.unusedMinor),
        expiresAt: row.expiresAt.toISOString(),
        confirmationCode: row.confirmationCode,
      };
    });
}

/** The flights line's credits (ProductLine.credits). */
export const flightCredits: LineCredits = {
  async applicable(db, { userId, creditId, quote, now, lock, stage }) {
    const row = await findUserCredit(db, userId, creditId, lock);
    // Another user's credit is answered like an unknown one.
    if (!row) {
      if (stage === 'fulfil')
        throw fail('CartValidationError', 'CreditNotFound', 'The airline travel credit was not found.');
      throw notFound('Airline travel credit');
    }
    const ticket = ticketOfQuote(quote);
    const usable = ftcUsableFor(travelCreditOf(row), ticket, now.getTime());
    if (!usable.usable) {
      const message = UNUSABLE_MESSAGES[usable.reason];
      if (stage === 'fulfil') throw fail('CartValidationError', `Credit${usable.reason}`, message);
      throw new ApiError(400, 40000, message, {
        fields: [{ field: 'payments.lineCredit.creditId', message }],
      });
    }
    return applied(row, ticket).farePaidMinor;
  },
  async redeem(tx, input) {
    if (!(await redeemCredit(tx, input))) {
      throw fail('CartValidationError', 'CreditRedeemed', UNUSABLE_MESSAGES.Redeemed);
    }
  },
  giveBack: unredeemCreditOf,
};
