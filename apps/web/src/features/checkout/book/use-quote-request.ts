import { useEffect, useRef } from 'react';
import type { Person } from '@portal/contracts/travelers';
import { priceDifference, shouldShowPriceDifference } from '@portal/domain/checkout';
import { agentFeeUnits } from '@portal/domain/constants';
import { majorToMinor } from '@portal/domain/money';
import { useSessionInfo } from '../../../lib/session-info.ts';
import type { QuoteContact, QuoteRequest } from '../../../lib/checkout-product.ts';
import type { Contact } from './traveler-step.tsx';
import { LOADING, type BookFlow } from './use-book-flow.ts';

/**
 * Asking for the quote (spec §4 steps 1 to 4) for the chosen traveler, asking again when what is quoted changes
 * (`key`: dates, guests), and the price difference between the total the user saw and the quoted one.
 */
export function useQuoteRequest(input: {
  flow: BookFlow;
  /** What purchase/quote/schedule is asked for; null until the product has loaded. */
  request: QuoteRequest | null;
  /** The line's step 1 additions for the chosen traveler (CheckoutItem.withTraveler). */
  withTraveler?: (request: QuoteRequest, traveler: Person, contact: QuoteContact) => QuoteRequest;
  key: string;
  /** The total shown before the quote: the quote's seen price, and the base of the price difference. */
  shownTotalMinor: number;
  /** The product's answer is current (no placeholder, no refetch): only then is a changed `key` quoted again. */
  settled: boolean;
  traveler: Person | null;
  contact: Contact;
  totalMinor: number;
  /** Spec §4: a new quote clears the payment choices. */
  onQuoted: () => void;
}) {
  const {
    flow,
    request,
    withTraveler,
    key,
    shownTotalMinor,
    settled,
    traveler,
    contact,
    totalMinor,
    onQuoted,
  } = input;
  // The total shown when the quote was asked for: a quote that differs from it opens the price-change notice.
  const seenMinor = useRef(0);
  // Spec §9: an agent's delegated session pays the agent fee on top of the price shopping showed; the fee is
  // expected, not a change of price.
  const delegated = useSessionInfo().data?.isDelegatedSession === true;
  const feeMinor = majorToMinor(agentFeeUnits(delegated));

  const quote = (person: Person, loadingText: string) => {
    if (!request) return Promise.resolve(false);
    seenMinor.current = shownTotalMinor + feeMinor;
    const phoneNumber = `${contact.countryCode} ${contact.phone.trim()}`;
    return flow.requestQuote({
      email: contact.email.trim(),
      guest: {
        givenName: person.givenName,
        surname: person.surname,
        phoneNumber,
        dateOfBirth: person.dateOfBirth,
      },
      request: withTraveler
        ? withTraveler(request, person, { email: contact.email.trim(), phoneNumber })
        : request,
      loadingText,
      key,
      onQuoted,
    });
  };

  // Spec §4: changing dates or guests re-requests the quote once the product's new price is in.
  const requote = useRef(quote);
  requote.current = quote;
  useEffect(() => {
    if (!settled || !traveler || !flow.quotedFor || flow.quotedFor === key) return;
    if (flow.quoteState === 'InProcess') return;
    void requote.current(traveler, LOADING.fetchingPrice);
  }, [settled, traveler, flow.quotedFor, flow.quoteState, key]);

  const difference = flow.quote ? priceDifference(totalMinor, seenMinor.current) : null;
  return {
    quote,
    difference,
    showDifference: shouldShowPriceDifference(difference, flow.priceDifferenceAcknowledged),
    /** The same traveler quoted again (after a failure, or to pay by card instead of rewards). */
    retryQuote: () => (traveler ? quote(traveler, LOADING.fetchingPrice) : Promise.resolve(false)),
  };
}
