/**
 * An airline travel credit chosen at the payment step (issue 14): a flights quote lists the user's credits its
 * airline accepts (`usableAirlineCredits`), each with what it pays of the fares. One may be applied; what it
 * pays comes off the amount the wallet, rewards and card share, and it goes first in the payments.
 */
import { useState } from 'react';
import type { UsableAirlineCredit } from '@portal/contracts/flight-booking';
import type { Payment } from '@portal/contracts/purchase';
import { majorToMinor } from '@portal/domain/money';
import type { PriceQuote } from '../../../lib/checkout-product.ts';

export type AirlineCreditChoice = ReturnType<typeof useAirlineCredit>;

/** The quote's usable credits; none for a line whose quote has no such list. */
export function usableAirlineCreditsOf(quote: PriceQuote | null): readonly UsableAirlineCredit[] {
  if (!quote || !('usableAirlineCredits' in quote)) return [];
  return quote.usableAirlineCredits ?? [];
}

export function useAirlineCredit(quote: PriceQuote | null) {
  const usable = usableAirlineCreditsOf(quote);
  const [chosenId, setChosenId] = useState<string | null>(null);
  // A new quote keeps the choice only if it still lists that credit.
  const chosen = usable.find((c) => c.creditId === chosenId) ?? null;
  const minor = chosen ? majorToMinor(chosen.applicableAmount.value) : 0;
  const payment: Payment | null = chosen
    ? {
        type: 'AirlineTravelCredit',
        value: { creditId: chosen.creditId, paymentAmount: chosen.applicableAmount },
      }
    : null;
  return {
    usable,
    chosen,
    /** What the applied credit pays now (0 when none is applied). */
    minor,
    payment,
    apply: (creditId: string) => setChosenId(creditId),
    remove: () => setChosenId(null),
  };
}
