import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../ui/icons.tsx';

/**
 * The phone's full-screen sheet for a search picker (dates, travelers): its title and a Close button on top, the
 * picker below. Escape, Close and the system back gesture all call onClose.
 */
export function FullScreenPicker({
  title,
  label,
  headerClassName = '',
  onClose,
  children,
}: {
  title: string;
  /** The dialog's name when it should differ from the title on screen. */
  label?: string;
  headerClassName?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-50 bg-white"
    >
      <Modal className="h-full">
        <Dialog className="flex h-full flex-col p-5 outline-none" aria-label={label}>
          <div className={`flex items-center justify-between ${headerClassName}`}>
            <Heading slot="title" className="text-xl font-bold text-slate-900">
              {title}
            </Heading>
            <Button
              aria-label="Close"
              onPress={onClose}
              className="flex size-10 items-center justify-center rounded-full hover:bg-slate-100"
            >
              <CloseIcon className="size-5" />
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
