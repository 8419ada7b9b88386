import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutError, HomesPriceQuote, HomesQuoteRequest, Payment } from '@portal/contracts/purchase';
import { purchaseCalls } from '../checkout-api.ts';
import { runBooking, runQuote, type Wait } from './purchase-sequence.ts';

export const CONFIRM_PATH = '/vacation-rentals/book/confirm/';
export const LAST_RESERVATION_KEY = 'portal.lastReservation';

/** Spec §8 loading popup texts used by the book page. */
export const LOADING = {
  savingTraveler: 'Saving traveler and checking availability',
  fetchingPrice: 'Fetching latest price',
  booking: 'Booking your stay',
  addingCard: 'Adding your payment method',
  fetchingTravelers: 'Fetching travelers',
  updatingPassengers: 'Updating Passengers',
} as const;

export type CallState = 'NotCalled' | 'InProcess' | 'Success' | 'Failed';

export type MainGuest = { givenName: string; surname: string; phoneNumber: string; dateOfBirth: string };

export type BookFlow = {
  quote: HomesPriceQuote | null;
  quoteState: CallState;
  mainGuestAdded: boolean;
  priceDifferenceAcknowledged: boolean;
  errors: CheckoutError[];
  errorSource: 'quote' | 'booking' | null;
  loading: string | null;
  /** The dates and guests the current quote was asked for. */
  quotedFor: string | null;
  requestQuote: (input: {
    email: string;
    guest: MainGuest;
    request: HomesQuoteRequest;
    loadingText: string;
    key: string;
    onQuoted: () => void;
  }) => Promise<boolean>;
  book: (input: { payments: Payment[]; email: string; queryString: string }) => Promise<void>;
  acknowledgePriceDifference: () => void;
  resetErrors: () => void;
  setLoading: (text: string | null) => void;
};

/** The book state of spec §3 and the sequence of spec §4, for one page. */
export function useBookFlow(options: { intervalMs: number; sleep?: Wait }): BookFlow {
  const navigate = useNavigate();
  const token = useRef<string | null>(null);
  const polled = useRef(false);
  const [quote, setQuote] = useState<HomesPriceQuote | null>(null);
  const [quoteState, setQuoteState] = useState<CallState>('NotCalled');
  const [mainGuestAdded, setMainGuestAdded] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [errors, setErrors] = useState<CheckoutError[]>([]);
  const [errorSource, setErrorSource] = useState<'quote' | 'booking' | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [quotedFor, setQuotedFor] = useState<string | null>(null);
  const { intervalMs, sleep } = options;

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
          await purchaseCalls.addMainGuest({
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
    [intervalMs, sleep],
  );

  const book: BookFlow['book'] = useCallback(
    async ({ payments, email, queryString }) => {
      if (!token.current) return;
      setLoading(LOADING.booking);
      try {
        const outcome = await runBooking({ quoteToken: token.current, payments, intervalMs, sleep });
        if (outcome.kind === 'success') {
          sessionStorage.setItem(
            LAST_RESERVATION_KEY,
            JSON.stringify({ reservation: outcome.reservation, email, query: queryString }),
          );
          // Replace: Back from the confirmation must not reopen a checkout for the dates just booked.
          void navigate(`${CONFIRM_PATH}${queryString ? `?${queryString}` : ''}`, { replace: true });
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
    [intervalMs, sleep, navigate],
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
