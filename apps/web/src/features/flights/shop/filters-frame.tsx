import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from '../../../components/ui/deferred-modal.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { FlightFiltersPanel, clearedView, type FiltersPanelProps } from './flight-filters.tsx';
import { activeFilters } from './results-view.ts';

/** Wide screens: the filters in a column beside the flights. */
export function FiltersSidebar(props: FiltersPanelProps) {
  const active = activeFilters(props.view);
  return (
    <aside aria-labelledby="flight-filters-title" className="hidden lg:block">
      <div className="sticky top-4 rounded-2xl border border-slate-200 bg-white p-4">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="flight-filters-title" className="text-base font-bold text-slate-900">
            Filters
          </h2>
          {active > 0 ? (
            <button
              type="button"
              onClick={() => props.onChange(clearedView(props.view))}
              className="text-sm font-medium text-brand-700 underline underline-offset-2"
            >
              Clear all
            </button>
          ) : null}
        </div>
        <FlightFiltersPanel {...props} />
      </div>
    </aside>
  );
}

/** Phones and tablets: a Filters button (with how many are on) opening the filters in a full-screen drawer. */
export function FiltersSheetButton(props: FiltersPanelProps & { shown: number }) {
  const [open, setOpen] = useState(false);
  const active = activeFilters(props.view);
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
            <div className="flex-1 overflow-y-auto px-5 py-4">
              <FlightFiltersPanel {...props} />
            </div>
            <div className="flex gap-3 border-t border-slate-200 px-5 py-3">
              <Button
                onPress={() => props.onChange(clearedView(props.view))}
                className={buttonClass('secondary', 'flex-1')}
              >
                Clear all
              </Button>
              <Button onPress={() => setOpen(false)} className={buttonClass('primary', 'flex-1')}>
                {`Show ${props.shown} ${props.shown === 1 ? 'flight' : 'flights'}`}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
