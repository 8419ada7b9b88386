import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from './deferred-modal.tsx';
import { AlertIcon, SparkleIcon } from './icons.tsx';

// Spec §8's loading popups and message modals, shared by the book flow and the account pages.

const overlay = 'fixed inset-0 z-[70] grid place-items-center bg-slate-950/55 p-4 backdrop-blur-[2px]';
const panel = 'w-full max-w-[440px] rounded-2xl bg-white p-6 text-center shadow-2xl outline-none md:p-8';

/** Spec §8 loading popup: a non-dismissable dialog whose text is announced. */
export function LoadingPopup({ text }: { text: string | null }) {
  return (
    <ModalOverlay isOpen={text !== null} isDismissable={false} isKeyboardDismissDisabled className={overlay}>
      <Modal className={panel}>
        <Dialog aria-label={text ?? 'Loading'} className="outline-none">
          <div className="mx-auto mb-5 size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
          <p role="status" aria-live="polite" className="text-lg font-semibold text-slate-900">
            {text}
          </p>
          <p className="mt-2 text-sm text-slate-600">This usually takes a few seconds.</p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function MessageDialog({
  isOpen,
  title,
  tone = 'error',
  children,
  actions,
}: {
  isOpen: boolean;
  title: string;
  tone?: 'error' | 'good';
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} className={overlay}>
      <Modal className={panel}>
        <Dialog role="alertdialog" className="outline-none">
          <span
            className={`mx-auto mb-4 grid size-12 place-items-center rounded-full ${
              tone === 'error' ? 'bg-red-50 text-accent-600' : 'bg-emerald-50 text-emerald-700'
            }`}
          >
            {tone === 'error' ? <AlertIcon className="size-6" /> : <SparkleIcon className="size-6" />}
          </span>
          <Heading slot="title" className="text-xl font-bold text-slate-900">
            {title}
          </Heading>
          <div className="mt-2 space-y-2 text-[15px] text-slate-600">{children}</div>
          <div className="mt-6 flex flex-col gap-3">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
