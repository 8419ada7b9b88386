import type { FlightTrip } from '@portal/contracts/flight-trips';
import { Button, Dialog, Heading, Modal, ModalOverlay } from '../../../components/ui/deferred-modal.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { FlightCancelStepBody, flightStepTitle } from './flight-cancel-steps.tsx';
import { useFlightCancel } from './use-flight-cancel.ts';

/** Cancel a booked flight (spec §4 cancel modal steps), laid out as the stays' cancel modal. */
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
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      className="fixed inset-0 z-[60] bg-slate-950/55 backdrop-blur-[2px]"
    >
      <Modal className="fixed inset-x-0 bottom-0 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-2xl md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[85vh] md:w-[min(92vw,560px)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl">
        <Dialog
          aria-busy={flow.step.name === 'loading'}
          className="flex min-h-0 flex-1 flex-col outline-none"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4 md:px-6">
            <Heading slot="title" className="text-lg font-bold text-slate-900 md:text-xl">
              {title}
            </Heading>
            {busy ? null : (
              <Button
                aria-label="Close"
                onPress={onClose}
                className="-mr-2 grid size-11 shrink-0 place-items-center rounded-full text-slate-600 outline-offset-2 hover:bg-slate-100 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600"
              >
                <CloseIcon className="size-5" />
              </Button>
            )}
          </div>
          <p role="status" aria-live="polite" className="sr-only">
            {title}
          </p>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 md:px-6" data-step={flow.step.name}>
            <FlightCancelStepBody trip={trip} flow={flow} onClose={onClose} />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
