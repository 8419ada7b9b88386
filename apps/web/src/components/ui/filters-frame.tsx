import { useState, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from './deferred-modal.tsx';
import { buttonClass } from './button.tsx';
import { CloseIcon } from './icons.tsx';

// The frame around a results page's filters, shared by the products' results pages (hotels, flights): a sticky
// column on wide screens, a Filters button opening a full-screen sheet below lg. The product passes its panel in.

type FrameProps = {
  /** How many filters are on: "Clear all" shows, and the phone's button says "Filters (3)". */
  active: number;
  onClear: () => void;
  /** The product's filters panel. */
  children: ReactNode;
};

/** Wide screens: the filters in a column beside the results. */
export function FiltersSidebar({ titleId, active, onClear, children }: FrameProps & { titleId: string }) {
  return (
    <aside aria-labelledby={titleId} className="hidden lg:block">
      <div className="sticky top-4 rounded-2xl border border-slate-200 bg-white p-4">
        <div className="mb-3 flex items-center justify-between">
          <h2 id={titleId} className="text-base font-bold text-slate-900">
            Filters
          </h2>
          {active > 0 ? (
            <button
              type="button"
              onClick={onClear}
              className="text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              Clear all
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </aside>
  );
}

/** Phones and tablets: a Filters button (with how many are on) opening the filters full screen. */
export function FiltersSheetButton({
  active,
  onClear,
  showLabel,
  children,
}: FrameProps & {
  /** The sheet's closing button: what the results now are ("Show 12 flights", "Show hotels"). */
  showLabel: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-10 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:border-slate-900 lg:hidden"
      >
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </button>
      <ModalOverlay
        isOpen={open}
        onOpenChange={setOpen}
        isDismissable
        className="fixed inset-0 z-50 bg-white"
      >
        <Modal className="h-full">
          <Dialog className="flex h-full flex-col outline-none">
            <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
              <Heading slot="title" className="text-xl font-bold text-slate-900">
                Filters
              </Heading>
              <Button
                aria-label="Close"
                onPress={() => setOpen(false)}
                className="flex size-10 items-center justify-center rounded-full hover:bg-slate-100"
              >
                <CloseIcon className="size-5" />
              </Button>
            </div>
            <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
            <div className="flex gap-3 border-t border-slate-200 px-5 py-3">
              <Button onPress={onClear} className={buttonClass('secondary', 'flex-1')}>
                Clear all
              </Button>
              <Button onPress={() => setOpen(false)} className={buttonClass('primary', 'flex-1')}>
                {showLabel}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
