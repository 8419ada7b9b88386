import type { ReactNode, RefObject } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from '../../../components/ui/deferred-modal.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';

/**
 * The cancel modal's frame, the same for every line (and for changing a flight): a bottom sheet on a phone and a centred dialog on a desktop,
 * the step's title (also announced as the modal moves between steps), a Close button, and the step's body. While
 * the cancel itself runs (`busy`) the modal can't be dismissed, so the answer is never lost.
 */
export function CancelModalFrame({
  isOpen,
  onClose,
  title,
  stepName,
  busy,
  loading,
  dialogRef,
  bodyRef,
  wide = false,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  stepName: string;
  busy: boolean;
  loading: boolean;
  dialogRef?: RefObject<HTMLElement | null>;
  /** The step's body, focusable by script (a step that replaces the pressed button moves focus there). */
  bodyRef?: RefObject<HTMLDivElement | null>;
  /** Room for a list of flights to choose from. */
  wide?: boolean;
  children: ReactNode;
}) {
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
      <Modal
        className={`fixed inset-x-0 bottom-0 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-2xl md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[85vh] ${wide ? 'md:w-[min(92vw,640px)]' : 'md:w-[min(92vw,560px)]'} md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl`}
      >
        <Dialog
          ref={
            dialogRef
              ? (node: HTMLElement | null) => {
                  dialogRef.current = node;
                }
              : undefined
          }
          aria-busy={loading}
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
          {/* The step's title, announced as the modal moves between steps. */}
          <p role="status" aria-live="polite" className="sr-only">
            {title}
          </p>
          <div
            ref={bodyRef}
            tabIndex={bodyRef ? -1 : undefined}
            className="min-h-0 flex-1 overflow-y-auto px-5 py-5 outline-none md:px-6"
            data-step={stepName}
          >
            {children}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
