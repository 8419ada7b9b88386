import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutError, Payment } from '@portal/contracts/purchase';
import type { CheckoutProduct, PriceQuote, QuoteRequest } from '../../../lib/checkout-product.ts';
import { purchaseCalls } from '../checkout-api.ts';
import { saveLastReservation } from '../confirm/last-reservation.ts';
import { runBooking, runQuote, type Wait } from './purchase-sequence.ts';

/** Spec §8 loading popup texts used by the book page (the booking's own names the product: texts.booking). */
export const LOADING = {
  savingTraveler: 'Saving traveler and checking availability',
  fetchingPrice: 'Fetching latest price',
  addingCard: 'Adding your payment method',
  fetchingTravelers: 'Fetching travelers',
  updatingPassengers: 'Updating Passengers',
} as const;

export type CallState = 'NotCalled' | 'InProcess' | 'Success' | 'Failed';

export type MainGuest = { givenName: string; surname: string; phoneNumber: string; dateOfBirth: string };

export type BookFlow = {
  quote: PriceQuote | null;
  quoteState: CallState;
  mainGuestAdded: boolean;
  priceDifferenceAcknowledged: boolean;
  errors: CheckoutError[];
  errorSource: 'quote' | 'booking' | null;
  loading: string | null;
  /** What the current quote was asked for (the item's key: dates, guests). */
  quotedFor: string | null;
  requestQuote: (input: {
    email: string;
    guest: MainGuest;
    request: QuoteRequest;
    loadingText: string;
    key: string;
    onQuoted: () => void;
  }) => Promise<boolean>;
  book: (input: {
    payments: Payment[];
    email: string;
    queryString: string;
    outOfPolicyReason?: string | null;
    approvalRequestReason?: string | null;
  }) => Promise<void>;
  acknowledgePriceDifference: () => void;
  resetErrors: () => void;
  setLoading: (text: string | null) => void;
};

/** The book state of spec §3 and the sequence of spec §4, for one page. */
export function useBookFlow(options: {
  product: CheckoutProduct;
  intervalMs: number;
  sleep?: Wait;
}): BookFlow {
  const navigate = useNavigate();
  const token = useRef<string | null>(null);
  const polled = useRef(false);
  const [quote, setQuote] = useState<PriceQuote | null>(null);
  const [quoteState, setQuoteState] = useState<CallState>('NotCalled');
  const [mainGuestAdded, setMainGuestAdded] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<CheckoutError[]>([]);
  const [errorSource, setErrorSource] = useState<'quote' | 'booking' | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [quotedFor, setQuotedFor] = useState<string | null>(null);
  const { intervalMs, sleep } = options;
  const { type, confirmPath, mainGuestPath, texts } = options.product;

  const requestQuote: BookFlow['requestQuote'] = useCallback(
    async ({ email, guest, request, loadingText, key, onQuoted }) => {
      setLoading(loadingText);
      setQuoteState('InProcess');
      setMainGuestAdded(false);
      setErrors([]);
      setErrorSource(null);
      setQuotedFor(key);
      // Spec §4: scheduling resets the acknowledgement unless a poll was already done.
      if (!polled.current) setAcknowledged(false);
      try {
        const outcome = await runQuote({ previousToken: token.current, email, request, intervalMs, sleep });
        token.current = outcome.token;
        polled.current = true;
        if (outcome.kind === 'failure') {
          setQuote(null);
          setQuoteState('Failed');
          setErrors(outcome.errors);
          setErrorSource('quote');
          return false;
        }
        setQuote(outcome.quote);
        onQuoted();
        try {
          await purchaseCalls.addMainGuest(mainGuestPath, {
            emailAddress: email,
            mainGuest: guest,
            orderedProductId: outcome.quote.orderedProductId,
            paymentSessionToken: outcome.quote.paymentSessionToken,
          });
        } catch {
          setQuoteState('Failed');
          setErrors([{ Error: 'ErrorCode', code: 'AddMainGuestFailed', value: 'No guest specified' }]);
          setErrorSource('quote');
          return false;
        }
        setMainGuestAdded(true);
        setQuoteState('Success');
        return true;
      } finally {
        setLoading(null);
      }
    },
    [intervalMs, sleep, mainGuestPath],
  );

  const book: BookFlow['book'] = useCallback(
    async ({ payments, email, queryString, outOfPolicyReason, approvalRequestReason }) => {
      if (!token.current) return;
      setLoading(texts.booking);
      try {
        const outcome = await runBooking({
          type,
          quoteToken: token.current,
          payments,
          outOfPolicyReason,
          approvalRequestReason,
          intervalMs,
          sleep,
        });
        if (outcome.kind === 'success') {
          saveLastReservation({
            reservation: outcome.reservation,
            email,
            query: queryString,
            approval: outcome.approval ?? null,
          });
          // Replace: Back from the confirmation must not reopen a checkout for the dates just booked.
          void navigate(`${confirmPath}${queryString ? `?${queryString}` : ''}`, { replace: true });
          return;
        }
        if (outcome.kind === 'exhausted') {
          void navigate('/trips');
          return;
        }
        // The server derives the fulfil token from the quote token: another try needs a new quote.
        setQuote(null);
        setQuoteState('NotCalled');
        setMainGuestAdded(false);
        setErrors(outcome.errors);
        setErrorSource('booking');
      } finally {
        setLoading(null);
      }
    },
    [intervalMs, sleep, navigate, type, confirmPath, texts.booking],
  );

  const resetErrors = useCallback(() => {
    setErrors([]);
    setErrorSource(null);
  }, []);

  return {
    quote,
    quoteState,
    mainGuestAdded,
    priceDifferenceAcknowledged: acknowledged,
    errors,
    errorSource,
    loading,
    quotedFor,
    requestQuote,
    book,
    acknowledgePriceDifference: useCallback(() => setAcknowledged(true), []),
    resetErrors,
    setLoading,
  };
}
