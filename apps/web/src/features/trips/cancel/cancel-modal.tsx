import { useEffect, useRef } from 'react';
import type { AnyTrip } from '../trip-line.ts';
import { CancelModalFrame } from './cancel-modal-frame.tsx';
import { CancelStepBody, stepTitle } from './cancel-steps.tsx';
import { useCancelFlow } from './use-cancel-flow.ts';

/**
 * Cancel a reservation of any line (spec §4 cancel modal steps). react-aria traps focus in the dialog and returns it
 * to the opener on close; each step's title is announced, and focus moves to the new step's first action.
 */
export function CancelReservationModal({
  trip,
  isOpen,
  onClose,
}: {
  trip: AnyTrip;
  isOpen: boolean;
  onClose: () => void;
}) {
  const flow = useCancelFlow(trip, isOpen);
  const { step } = flow;
  const busy = step.name === 'loading' && step.task === 'cancel';
  const title = stepTitle(step);
  const dialogRef = useRef<HTMLElement | null>(null);

  // A step without an autofocused action (loading) would leave focus on a removed button: keep it in the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const frame = requestAnimationFrame(() => {
      if (!dialog.contains(document.activeElement)) dialog.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [step]);

  return (
    <CancelModalFrame
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      stepName={step.name}
      busy={busy}
      loading={step.name === 'loading'}
      dialogRef={dialogRef}
    >
      <CancelStepBody trip={trip} flow={flow} onClose={onClose} />
    </CancelModalFrame>
  );
}
