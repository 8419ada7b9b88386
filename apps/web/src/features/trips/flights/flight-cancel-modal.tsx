import type { FlightTrip } from '@portal/contracts/flight-trips';
import { CancelModalFrame } from '../cancel/cancel-modal-frame.tsx';
import { FlightCancelStepBody, flightStepTitle } from './flight-cancel-steps.tsx';
import { useFlightCancel } from './use-flight-cancel.ts';

/** Cancel a booked flight (spec §4 cancel modal steps), in the stays' cancel modal's frame. */
export function FlightCancelModal({
  trip,
  isOpen,
  onClose,
}: {
  trip: FlightTrip;
  isOpen: boolean;
  onClose: () => void;
}) {
  const flow = useFlightCancel(trip.id.value, isOpen);
  const busy = flow.step.name === 'loading' && flow.step.task === 'cancel';
  const title = flightStepTitle(flow.step);
  return (
    <CancelModalFrame
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      stepName={flow.step.name}
      busy={busy}
      loading={flow.step.name === 'loading'}
    >
      <FlightCancelStepBody trip={trip} flow={flow} onClose={onClose} />
    </CancelModalFrame>
  );
}
