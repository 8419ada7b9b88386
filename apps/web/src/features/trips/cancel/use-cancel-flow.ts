import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Price } from '@portal/contracts/common';
import type { CancelQuoteSuccess } from '@portal/contracts/trips';
import { isApiError } from '../../../lib/api-client.ts';
import type { AnyTrip } from '../trip-line.ts';
import { afterCancellation, cancelCallsFor, tripKeys } from '../trips-api.ts';

/** Spec §4 cancel modal steps. */
export type CancelStep =
  | { name: 'loading'; task: 'quote' | 'cancel' }
  | { name: 'policy'; quote: CancelQuoteSuccess }
  | { name: 'nonrefundable'; quote: CancelQuoteSuccess }
  | { name: 'confirm'; quote: CancelQuoteSuccess }
  | { name: 'success'; refund: Price; quote: CancelQuoteSuccess }
  | { name: 'support'; message: string; pastStay: boolean }
  | { name: 'pending'; message: string }
  | { name: 'cancelled'; message: string }
  | { name: 'tryAgain'; task: 'quote' | 'cancel'; message: string };

export type CancelStepName = CancelStep['name'];

const QUOTE_FAILED = 'We couldn’t get the refund for this reservation. Please try again.';
const CANCEL_FAILED = 'Your reservation was not cancelled. Please try again.';
/** 409 from cancel/confirm: the quote expired, was used, or the reservation changed since it was made. */
const QUOTE_STALE =
  'Your refund quote is no longer valid, so your reservation was not cancelled. Get a new quote to try again.';

/**
 * Nothing is refunded because nothing was paid (a hotel room paid at the hotel): not the non-refundable warning,
 * the policy step says so and what the hotel may still charge.
 */
function refundsNothing(quote: CancelQuoteSuccess): boolean {
  return quote.refundKind === 'None' && quote.paid.value > 0;
}

/**
 * The cancel modal's steps: loading -> policy (or nonrefundable when nothing is refunded) -> confirm -> loading
 * -> success; the quote's failures go to support, pending or cancelled, and any error to tryAgain. The line's
 * cancel calls come from the trip's kind.
 */
export function useCancelFlow(trip: AnyTrip, isOpen: boolean) {
  const client = useQueryClient();
  const kind = trip.tripKind;
  const calls = useMemo(() => cancelCallsFor({ tripKind: kind }), [kind]);
  const [step, setStep] = useState<CancelStep>({ name: 'loading', task: 'quote' });
  // A late answer of a closed (or restarted) modal must not change the step.
  const run = useRef(0);
  const reservationId = trip.id.value;

  const quote = useCallback(async () => {
    const mine = ++run.current;
    setStep({ name: 'loading', task: 'quote' });
    try {
      const answer = await calls.quote(reservationId);
      if (mine !== run.current) return;
      if (answer.type === 'HomesCancelQuoteSuccess') {
        setStep(
          refundsNothing(answer)
            ? { name: 'nonrefundable', quote: answer }
            : { name: 'policy', quote: answer },
        );
        return;
      }
      switch (answer.reason) {
        case 'ContactSupport':
        case 'PastStay':
          setStep({ name: 'support', message: answer.message, pastStay: answer.reason === 'PastStay' });
          break;
        case 'Pending':
          setStep({ name: 'pending', message: answer.message });
          break;
        case 'AlreadyCancelled':
          setStep({ name: 'cancelled', message: answer.message });
          // The page still shows it as booked: fetch it and the lists again.
          void client.invalidateQueries({ queryKey: tripKeys.all });
          break;
      }
    } catch {
      if (mine === run.current) setStep({ name: 'tryAgain', task: 'quote', message: QUOTE_FAILED });
    }
  }, [calls, client, reservationId]);

  useEffect(() => {
    if (isOpen) {
      void quote();
    } else {
      run.current++;
      // Reopening starts from a fresh quote, never from the last step shown.
      setStep({ name: 'loading', task: 'quote' });
    }
  }, [isOpen, quote]);

  const toConfirm = useCallback(() => {
    setStep((s) =>
      s.name === 'policy' || s.name === 'nonrefundable' ? { name: 'confirm', quote: s.quote } : s,
    );
  }, []);

  const confirm = useCallback(async () => {
    if (step.name !== 'confirm') return;
    const { quote: current } = step;
    const mine = ++run.current;
    setStep({ name: 'loading', task: 'cancel' });
    try {
      const answer = await calls.confirm(reservationId, current.quoteId);
      void afterCancellation(client, answer.trip);
      if (mine === run.current) setStep({ name: 'success', refund: answer.refund, quote: current });
    } catch (error) {
      if (mine !== run.current) return;
      setStep({
        name: 'tryAgain',
        task: 'cancel',
        message: isApiError(error, 409) ? QUOTE_STALE : CANCEL_FAILED,
      });
    }
  }, [calls, client, reservationId, step]);

  return { step, retry: quote, toConfirm, confirm };
}
