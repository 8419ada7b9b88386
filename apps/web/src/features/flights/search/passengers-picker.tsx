import { lazy, Suspense, useRef, useState } from 'react';
import { SummaryTrigger } from '../../../components/ui/summary-trigger.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { passengersSummary, type PassengersValue } from './flight-search.ts';

// The open editor (react-aria dialogs) loads when it first opens or is about to (hover, focus).
const loadDialog = () => import('./passengers-editor.tsx');
const PassengersDialog = lazy(async () => ({ default: (await loadDialog()).PassengersDialog }));

/** Who flies: the field shows a summary ("2 adults, 1 child"), the editor opens on press. */
export function PassengersPicker({
  value,
  onChange,
  mobile: mobileProp,
  size = 'large',
  isInvalid = false,
}: {
  value: PassengersValue;
  onChange: (value: PassengersValue) => void;
  mobile?: boolean;
  size?: 'large' | 'compact';
  isInvalid?: boolean;
}) {
  const detected = useIsMobile();
  const mobile = mobileProp ?? detected;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <SummaryTrigger
        triggerRef={triggerRef}
        label="Passengers"
        summary={passengersSummary(value)}
        size={size}
        open={open}
        isInvalid={isInvalid}
        onOpen={() => setOpen(true)}
        onIntent={() => void loadDialog()}
      />
      {open ? (
        <Suspense fallback={null}>
          <PassengersDialog
            triggerRef={triggerRef}
            value={value}
            onChange={onChange}
            mobile={mobile}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
