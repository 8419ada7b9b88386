import type { ReactNode, RefObject } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { buttonClass } from './button-link.tsx';
import { CloseIcon } from './icons.tsx';

// The two frames of a search picker (dates, travelers): a popover under its field on a wide screen, a full-screen
// sheet on a phone. Both close on Escape and on a press outside or Close, through onClose.

/** The wide screen's popover: the picker under the field that opened it, titled. */
export function PickerPopover({
  triggerRef,
  title,
  placement,
  className,
  headingClassName = '',
  onClose,
  children,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  title: string;
  placement: 'bottom start' | 'bottom end';
  /** Its width and padding. */
  className: string;
  headingClassName?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement={placement}
      offset={10}
      className={`z-50 rounded-2xl border border-slate-200 bg-white shadow-2xl outline-none ${className}`}
    >
      <Dialog className="outline-none">
        <Heading slot="title" className={`text-lg font-semibold text-slate-900 ${headingClassName}`}>
          {title}
        </Heading>
        {children}
      </Dialog>
    </Popover>
  );
}

/** The phone's full-screen sheet: the title and a Close button on top, the picker below. */
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

/**
 * A travelers editor's frame with its Done button: the full-screen sheet on a phone, else the popover under its
 * field. `width` is the popover's width and padding.
 */
export function EditorShell({
  mobile,
  triggerRef,
  title,
  width,
  onClose,
  children,
}: {
  mobile: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
  title: string;
  width: string;
  onClose: () => void;
  children: ReactNode;
}) {
  if (mobile)
    return (
      <FullScreenPicker title={title} onClose={onClose}>
        <div className="mt-4 flex-1 overflow-y-auto">{children}</div>
        <Button onPress={onClose} className={buttonClass('primary', 'w-full')}>
          Done
        </Button>
      </FullScreenPicker>
    );
  return (
    <PickerPopover
      triggerRef={triggerRef}
      title={title}
      placement="bottom end"
      className={width}
      onClose={onClose}
    >
      {children}
      <div className="mt-4 flex justify-end">
        <Button onPress={onClose} className={buttonClass('secondary', 'min-h-10 px-4')}>
          Done
        </Button>
      </div>
    </PickerPopover>
  );
}
