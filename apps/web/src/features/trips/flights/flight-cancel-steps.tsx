import type { ReactNode } from 'react';
import { CANCEL_FALLBACK_WORDING } from '@portal/domain/flights/cancel-outcome';
import type { FlightCancelQuote, FlightTrip } from '@portal/contracts/flight-trips';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatInstant } from '../details/price-lines.tsx';
import { tripMoney } from '../trip-text.ts';
import type { FlightCancelStep, useFlightCancel } from './use-flight-cancel.ts';

export function flightStepTitle(step: FlightCancelStep): string {
  switch (step.name) {
    case 'loading':
      return step.task === 'quote' ? 'Checking your options' : 'Cancelling your flight';
    case 'policy':
      return 'Cancel this flight?';
    case 'confirm':
      return 'Confirm cancellation';
    case 'success':
      return 'Your flight is cancelled';
    case 'support':
      return CANCEL_FALLBACK_WORDING[step.unavailable.fallback];
    case 'pending':
      return 'Cancellation pending';
    case 'tryAgain':
      return 'Something went wrong';
  }
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

function Keep({ onClose, autoFocus }: { onClose: () => void; autoFocus?: boolean }) {
  return (
    <Button variant="secondary" onPress={onClose} autoFocus={autoFocus}>
      Keep flight
    </Button>
  );
}

/** What the traveler gets back, shown before confirming: a refund to the payment, or an airline credit. */
export function CancelMoney({ quote }: { quote: FlightCancelQuote }) {
  const rows: { label: string; value: string; detail?: string }[] = [
    { label: 'You paid', value: tripMoney(quote.paid) },
  ];
  if (quote.refund.value > 0) {
    rows.push({ label: 'Refund to your original payment', value: tripMoney(quote.refund) });
  }
  if (quote.credit.value > 0) {
    rows.push({
      label: `Travel credit with ${quote.creditAirline?.name ?? 'the airline'}`,
      value: tripMoney(quote.credit),
      detail: quote.creditExpiresAt ? `Use it by ${formatInstant(quote.creditExpiresAt)}` : undefined,
    });
  }
  if (quote.penalty.value > 0) {
    rows.push({ label: 'Airline cancellation fee', value: `-${tripMoney(quote.penalty)}` });
  }
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {rows.map((row) => (
        <div key={row.label} className="flex items-start justify-between gap-4 px-4 py-3">
          <dt className="text-slate-700">
            {row.label}
            {row.detail ? <span className="block text-sm text-slate-600">{row.detail}</span> : null}
          </dt>
          <dd className="shrink-0 font-semibold text-slate-900 tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function outcomeText(quote: FlightCancelQuote): string {
  if (quote.outcome === 'ticketed_void') {
    return 'You are within the void window: the tickets are voided and everything you paid is refunded.';
  }
  if (quote.credit.value > 0 && quote.refund.value === 0) {
    return 'Your fare does not refund to your payment: the airline keeps its value as a travel credit for a new ticket with the same airline.';
  }
  return 'Your fare is refundable: the refund goes back to the way you paid.';
}

export function FlightCancelStepBody({
  trip,
  flow,
  onClose,
}: {
  trip: FlightTrip;
  flow: ReturnType<typeof useFlightCancel>;
  onClose: () => void;
}) {
  const { step } = flow;
  switch (step.name) {
    case 'loading':
      return <Spinner label={flightStepTitle(step)} />;
    case 'policy':
      return (
        <>
          <p className="mb-4 text-slate-700">{outcomeText(step.quote)}</p>
          <CancelMoney quote={step.quote} />
          <Actions>
            <Keep onClose={onClose} autoFocus />
            <Button onPress={flow.toConfirm}>Continue</Button>
          </Actions>
        </>
      );
    case 'confirm':
      return (
        <>
          <p className="text-slate-700">
            Cancel {trip.title} (confirmation #{trip.confirmationCode}) for every passenger? Flight
            cancellations cannot be reversed.
          </p>
          <Actions>
            <Keep onClose={onClose} autoFocus />
            <Button onPress={() => void flow.confirm()} className="bg-accent-700!">
              Cancel flight
            </Button>
          </Actions>
        </>
      );
    case 'success': {
      const { answer } = step;
      return (
        <>
          <p className="text-slate-700">
            {answer.refund.value > 0 ? `${tripMoney(answer.refund)} is refunded to the way you paid. ` : ''}
            {answer.credit
              ? `${tripMoney(answer.credit.amount)} is a travel credit with ${answer.credit.airline.name}, under Airline Travel Credits in My trips.`
              : ''}
          </p>
          <Actions>
            <Button onPress={onClose} autoFocus>
              Done
            </Button>
          </Actions>
        </>
      );
    }
    case 'pending':
      return (
        <>
          <p className="text-slate-700">{step.message}</p>
          <Actions>
            <Button onPress={onClose} autoFocus>
              Close
            </Button>
          </Actions>
        </>
      );
    case 'support':
      return (
        <>
          <p className="text-slate-700">{step.unavailable.message}</p>
          <Actions>
            <Button onPress={onClose} autoFocus>
              Close
            </Button>
          </Actions>
        </>
      );
    case 'tryAgain':
      return (
        <>
          <p role="alert" className="text-slate-700">
            {step.message}
          </p>
          <Actions>
            <Keep onClose={onClose} />
            <Button onPress={() => void flow.retry()} autoFocus>
              Try again
            </Button>
          </Actions>
        </>
      );
  }
}
