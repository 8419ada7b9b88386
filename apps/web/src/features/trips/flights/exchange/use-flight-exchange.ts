import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  FlightExchangeConfirmAnswer,
  FlightExchangeEligibilityAnswer,
  FlightExchangeShopAnswer,
  FlightExchangeShopRequest,
} from '@portal/contracts/flight-exchange';
import { isApiError } from '../../../../lib/api-client.ts';
import { afterFlightCancellation } from '../flights-trips-api.ts';
import { flightExchangeCalls } from './flight-exchange-api.ts';

/** The dialog's steps (spec §4 flight exchange steps: SliceSelection, GoToExchange, ChangeRequested, ...). */
export type FlightExchangeStep =
  | { name: 'LoadingOrProcessing'; task: 'eligibility' | 'shop' | 'confirm' }
  | { name: 'NotEligible'; entry: FlightExchangeEligibilityAnswer }
  | { name: 'SliceSelection'; entry: FlightExchangeEligibilityAnswer; error: string | null }
  | { name: 'GoToExchange'; entry: FlightExchangeEligibilityAnswer; shop: FlightExchangeShopAnswer }
  | { name: 'ChangeRequested'; answer: FlightExchangeConfirmAnswer }
  | { name: 'ChangeFailed'; entry: FlightExchangeEligibilityAnswer | null; message: string; support: boolean }
  | { name: 'LoadFailed' };

const SHOP_FAILED = 'We couldn’t find new flights just now. Please try again.';
const CONFIRM_FAILED = 'Your flight was not changed. Please try again.';

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.status < 500 && error.message ? error.message : fallback;

const nextOf = (error: unknown): unknown =>
  isApiError(error) ? (error.body as { next?: unknown } | null)?.next : undefined;

/**
 * LoadingOrProcessing -> SliceSelection (or why not) -> GoToExchange (the new flights and the money, before
 * anything happens) -> LoadingOrProcessing -> ChangeRequested; a refused change goes to ChangeFailed, back to
 * SliceSelection or to support after the last allowed attempt.
 */
export function useFlightExchange(reservationId: string, isOpen: boolean) {
  const client = useQueryClient();
  const [step, setStep] = useState<FlightExchangeStep>({ name: 'LoadingOrProcessing', task: 'eligibility' });
  // A late answer of a closed (or restarted) dialog must not change the step.
  const run = useRef(0);

  const load = useCallback(async () => {
    const mine = ++run.current;
    setStep({ name: 'LoadingOrProcessing', task: 'eligibility' });
    try {
      const entry = await flightExchangeCalls.eligibility(reservationId);
      if (mine !== run.current) return;
      setStep(
        entry.step === 'SliceSelection'
          ? { name: 'SliceSelection', entry, error: null }
          : { name: 'NotEligible', entry },
      );
    } catch {
      if (mine === run.current) setStep({ name: 'LoadFailed' });
    }
  }, [reservationId]);

  useEffect(() => {
    if (isOpen) void load();
    else {
      run.current++;
      setStep({ name: 'LoadingOrProcessing', task: 'eligibility' });
    }
  }, [isOpen, load]);

  const shop = useCallback(
    async (
      entry: FlightExchangeEligibilityAnswer,
      request: Omit<FlightExchangeShopRequest, 'reservationId'>,
    ) => {
      const mine = ++run.current;
      setStep({ name: 'LoadingOrProcessing', task: 'shop' });
      try {
        const answer = await flightExchangeCalls.shop({ reservationId, ...request });
        if (mine === run.current) setStep({ name: 'GoToExchange', entry, shop: answer });
      } catch (error) {
        if (mine === run.current)
          setStep({ name: 'SliceSelection', entry, error: messageOf(error, SHOP_FAILED) });
      }
    },
    [reservationId],
  );

  const confirm = useCallback(
    async (
      entry: FlightExchangeEligibilityAnswer,
      shopToken: string,
      choices: { key: string; optionId: string }[],
    ) => {
      const mine = ++run.current;
      setStep({ name: 'LoadingOrProcessing', task: 'confirm' });
      try {
        const answer = await flightExchangeCalls.confirm(shopToken, choices);
        void afterFlightCancellation(client, answer.trip);
        if (mine === run.current) setStep({ name: 'ChangeRequested', answer });
      } catch (error) {
        if (mine !== run.current) return;
        setStep({
          name: 'ChangeFailed',
          entry,
          message: messageOf(error, CONFIRM_FAILED),
          support: nextOf(error) === 'TooManyAttemptsSupport',
        });
      }
    },
    [client],
  );

  const backToSlices = useCallback((entry: FlightExchangeEligibilityAnswer) => {
    run.current++;
    setStep({ name: 'SliceSelection', entry, error: null });
  }, []);

  return { step, retry: load, shop, confirm, backToSlices };
}
