import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  FlightCancelConfirmAnswer,
  FlightCancelQuote,
  FlightCancelUnavailable,
} from '@portal/contracts/flight-trips';
import { isApiError } from '../../../lib/api-client.ts';
import { afterFlightCancellation, flightCancelCalls } from './flights-trips-api.ts';

/** Spec §4 cancel modal steps, as a flight uses them. */
export type FlightCancelStep =
  | { name: 'loading'; task: 'quote' | 'cancel' }
  | { name: 'policy'; quote: FlightCancelQuote }
  | { name: 'confirm'; quote: FlightCancelQuote }
  | { name: 'success'; answer: FlightCancelConfirmAnswer }
  | { name: 'support'; unavailable: FlightCancelUnavailable }
  | { name: 'pending'; message: string }
  | { name: 'tryAgain'; task: 'quote' | 'cancel'; message: string };

const QUOTE_FAILED = 'We couldn’t check what cancelling this flight gives back. Please try again.';
const CANCEL_FAILED = 'Your flight was not cancelled. Please try again.';
/** What the traveler reads when the airline took the request but has not cancelled yet (nothing moved). */
export const CANCEL_PENDING_TEXT =
  'The airline is processing your cancellation. Nothing has been refunded yet: your refund or travel credit follows once the airline confirms, and we will email you then.';
const QUOTE_STALE =
  'What cancelling gives back has changed since we checked, so your flight was not cancelled. Check again to see the new amounts.';

/**
 * loading -> policy (the refund or the credit, before anything happens) -> confirm -> loading -> success, or
 * pending when the airline took the request but cancels later; a trip that cannot be cancelled here goes to
 * support (the spec §8 fallback), one already being cancelled to pending; any error to tryAgain.
 */
export function useFlightCancel(reservationId: string, isOpen: boolean) {
  const client = useQueryClient();
  const [step, setStep] = useState<FlightCancelStep>({ name: 'loading', task: 'quote' });
  // A late answer of a closed (or restarted) modal must not change the step.
  const run = useRef(0);

  const quote = useCallback(async () => {
    const mine = ++run.current;
    setStep({ name: 'loading', task: 'quote' });
    try {
      const answer = await flightCancelCalls.quote(reservationId);
      if (mine !== run.current) return;
      if (answer.type === 'FlightCancelQuote') setStep({ name: 'policy', quote: answer });
      else if (answer.outcome === 'cancellation_pending')
        setStep({ name: 'pending', message: answer.message });
      else setStep({ name: 'support', unavailable: answer });
    } catch {
      if (mine === run.current) setStep({ name: 'tryAgain', task: 'quote', message: QUOTE_FAILED });
    }
  }, [reservationId]);

  useEffect(() => {
    if (isOpen) {
      void quote();
    } else {
      run.current++;
      setStep({ name: 'loading', task: 'quote' });
    }
  }, [isOpen, quote]);

  const toConfirm = useCallback(() => {
    setStep((s) => (s.name === 'policy' ? { name: 'confirm', quote: s.quote } : s));
  }, []);

  const confirm = useCallback(async () => {
    if (step.name !== 'confirm') return;
    const mine = ++run.current;
    const quoteId = step.quote.quoteId;
    setStep({ name: 'loading', task: 'cancel' });
    try {
      const answer = await flightCancelCalls.confirm(reservationId, quoteId);
      void afterFlightCancellation(client, answer.trip);
      if (mine !== run.current) return;
      if (answer.status === 'CancellationPending') setStep({ name: 'pending', message: CANCEL_PENDING_TEXT });
      else setStep({ name: 'success', answer });
    } catch (error) {
      if (mine !== run.current) return;
      setStep({
        name: 'tryAgain',
        task: 'cancel',
        message: isApiError(error, 409) ? QUOTE_STALE : CANCEL_FAILED,
      });
    }
  }, [client, reservationId, step]);

  return { step, retry: quote, toConfirm, confirm };
}
