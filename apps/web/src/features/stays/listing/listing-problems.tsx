import { Dialog, Heading, Modal, ModalOverlay } from '../../../components/ui/deferred-modal.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { AlertIcon, HomeIcon } from '../../../components/ui/icons.tsx';

export const STAYS_HOME = '/stays/';
export const UNAVAILABLE_MESSAGE =
  'This vacation rental is not available. Return to the search page for more vacation rentals.';

/** Spec §2: the listing is missing after load; the only way on is back to the vacation-rentals home. */
export function ListingMissingModal({ detail }: { detail?: string }) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className="fixed inset-0 z-[60] grid place-items-center bg-slate-950/55 p-4"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-2xl md:p-8">
        <Dialog role="alertdialog" className="outline-none">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-red-50 text-accent-600">
            <AlertIcon className="size-7" />
          </span>
          <Heading slot="title" className="mt-4 text-xl font-bold text-slate-900">
            We couldn’t find this vacation rental
          </Heading>
          <p className="mt-2 text-slate-600">
            {detail ??
              'It may have been removed by the host. Start a new search to find another great place to stay.'}
          </p>
          <ButtonLink to={STAYS_HOME} className="mt-6 w-full" autoFocus>
            Back to vacation rentals
          </ButtonLink>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Spec §2: the shop call failed for another reason (NoAvailability or Unknown). */
export function ListingUnavailable({ backHref }: { backHref: string }) {
  return (
    <div className="mx-auto max-w-xl px-5 py-16 text-center md:py-24">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        <HomeIcon className="size-8" />
      </span>
      <p role="alert" className="mt-5 text-lg text-slate-800">
        {UNAVAILABLE_MESSAGE}
      </p>
      <ButtonLink to={backHref} className="mt-6">
        Return to search
      </ButtonLink>
    </div>
  );
}
