import { useEffect, useRef, type ReactNode } from 'react';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import { Button as PlainButton } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { CancelModalFrame } from '../../cancel/cancel-modal-frame.tsx';
import { SupportPhone } from '../../cancel/cancel-parts.tsx';
import { tripMoney } from '../../trip-text.ts';
import { airportCity, localDay } from '../flight-trip-text.ts';
import { ExchangeOptionsStep } from './exchange-options-step.tsx';
import { ExchangeSlicesForm } from './exchange-slices-form.tsx';
import { useFlightExchange, type FlightExchangeStep } from './use-flight-exchange.ts';

export function exchangeStepTitle(step: FlightExchangeStep): string {
  switch (step.name) {
    case 'LoadingOrProcessing':
      return step.task === 'eligibility'
        ? 'Checking your options'
        : step.task === 'shop'
          ? 'Finding new flights'
          : 'Changing your flight';
    case 'SliceSelection':
      return 'Change flight';
    case 'GoToExchange':
      return 'Choose new flights';
    case 'ChangeRequested':
      return 'Your flight is changed';
    case 'ChangeFailed':
      return 'Your flight was not changed';
    case 'NotEligible':
      return step.entry.step === 'TicketedVoidable'
        ? 'Cancel for a full refund instead'
        : 'This flight can’t be changed online';
    case 'LoadFailed':
      return 'Something went wrong';
  }
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

function StepBody({
  trip,
  flow,
  onClose,
}: {
  trip: FlightTrip;
  flow: ReturnType<typeof useFlightExchange>;
  onClose: () => void;
}) {
  const { step } = flow;
  switch (step.name) {
    case 'LoadingOrProcessing':
      return <Spinner label={exchangeStepTitle(step)} />;
    case 'SliceSelection':
      return (
        <ExchangeSlicesForm
          trip={trip}
          entry={step.entry}
          error={step.error}
          onShop={(request) => void flow.shop(step.entry, request)}
          onClose={onClose}
        />
      );
    case 'GoToExchange':
      return (
        <ExchangeOptionsStep
          trip={trip}
          shop={step.shop}
          onBack={() => flow.backToSlices(step.entry)}
          onConfirm={(choices) => void flow.confirm(step.entry, step.shop.shopToken, choices)}
        />
      );
    case 'ChangeRequested': {
      const { answer } = step;
      const { price } = answer;
      return (
        <>
          <p className="text-slate-700">
            {price.due.value > 0 ? `${tripMoney(price.due)} is charged to your card. ` : ''}
            {price.residualCredit.value > 0
              ? `${tripMoney(price.residualCredit)} left over from your old ticket is a travel credit with the airline, under Airline Travel Credits in My trips. `
              : ''}
            We emailed you the new itinerary.
          </p>
          <h3 className="mt-4 font-semibold text-slate-900">Your new itinerary</h3>
          <ol className="mt-2 space-y-1 text-slate-700">
            {answer.trip.itinerary.slices.map((s, i) => (
              <li key={`${s.origin}-${s.departureDate}-${i}`}>
                {airportCity(answer.trip, s.origin)} to {airportCity(answer.trip, s.destination)},{' '}
                {localDay(s.segments[0]!.scheduledDeparture)}
              </li>
            ))}
          </ol>
          <Actions>
            <PlainButton onPress={onClose} autoFocus>
              Done
            </PlainButton>
          </Actions>
        </>
      );
    }
    case 'NotEligible':
      return (
        <>
          <p className="text-slate-700">{step.entry.message}</p>
          <SupportPhone />
          <Actions>
            <PlainButton onPress={onClose} autoFocus>
              Close
            </PlainButton>
          </Actions>
        </>
      );
    case 'ChangeFailed':
      return (
        <>
          <p role="alert" className="text-slate-700">
            {step.message}
          </p>
          {step.support ? <SupportPhone /> : null}
          <Actions>
            <PlainButton variant="secondary" onPress={onClose}>
              Close
            </PlainButton>
            {step.support || !step.entry ? null : (
              <PlainButton onPress={() => flow.backToSlices(step.entry!)} autoFocus>
                Try other flights
              </PlainButton>
            )}
          </Actions>
        </>
      );
    case 'LoadFailed':
      return (
        <>
          <p role="alert" className="text-slate-700">
            We couldn’t load the change options of this flight. Please try again.
          </p>
          <Actions>
            <PlainButton variant="secondary" onPress={onClose}>
              Close
            </PlainButton>
            <PlainButton onPress={() => void flow.retry()} autoFocus>
              Try again
            </PlainButton>
          </Actions>
        </>
      );
  }
}

/** Change a booked flight (spec §4 flight exchange steps), laid out as the flight cancel modal. */
export function FlightExchangeModal({
  trip,
  isOpen,
  onClose,
}: {
  trip: FlightTrip;
  isOpen: boolean;
  onClose: () => void;
}) {
  const flow = useFlightExchange(trip.id.value, isOpen);
  const busy = flow.step.name === 'LoadingOrProcessing' && flow.step.task === 'confirm';
  const title = exchangeStepTitle(flow.step);
  const bodyRef = useRef<HTMLDivElement>(null);
  const stepName = flow.step.name;
  // A new step replaces the button that was pressed: keep the keyboard focus inside the dialog, on the step.
  useEffect(() => {
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) bodyRef.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [stepName]);
  return (
    <CancelModalFrame
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      stepName={stepName}
      busy={busy}
      loading={flow.step.name === 'LoadingOrProcessing'}
      bodyRef={bodyRef}
      wide
    >
      <StepBody trip={trip} flow={flow} onClose={onClose} />
    </CancelModalFrame>
  );
}
