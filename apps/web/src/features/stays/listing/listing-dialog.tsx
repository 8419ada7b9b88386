import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from '../../../components/ui/deferred-modal.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';

/**
 * The page's dialogs: a centred card on desktop, a bottom sheet on phones, or full screen for the photo gallery.
 * react-aria handles focus trapping, Escape and returning focus to the opener.
 */
export function ListingDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  size = 'md',
  isDismissable = true,
  footer,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  size?: 'md' | 'lg' | 'full';
  isDismissable?: boolean;
  footer?: ReactNode;
}) {
  const sheet =
    'fixed inset-x-0 bottom-0 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-2xl md:inset-auto ' +
    'md:top-1/2 md:left-1/2 md:max-h-[85vh] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl';
  const panel =
    size === 'full'
      ? 'fixed inset-0 flex flex-col bg-white'
      : `${sheet} ${size === 'lg' ? 'md:w-[min(92vw,880px)]' : 'md:w-[min(92vw,560px)]'}`;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="fixed inset-0 z-[60] bg-slate-950/55 backdrop-blur-[2px]"
    >
      <Modal className={panel}>
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4 md:px-6">
            <Heading slot="title" className="text-lg font-bold text-slate-900 md:text-xl">
              {title}
            </Heading>
            {isDismissable ? (
              <Button
                aria-label="Close"
                onPress={() => onOpenChange(false)}
                className="-mr-2 grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
              >
                <CloseIcon className="size-5" />
              </Button>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 md:px-6">{children}</div>
          {footer ? <div className="border-t border-slate-200 px-5 py-4 md:px-6">{footer}</div> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
