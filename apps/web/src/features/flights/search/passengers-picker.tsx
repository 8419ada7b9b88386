import { lazy } from 'react';
import { SummaryPicker } from '../../../components/ui/summary-picker.tsx';
import { passengersSummary, type PassengersValue } from './flight-search.ts';

// The open editor (react-aria dialogs) loads when it first opens or is about to (hover, focus).
const loadDialog = () => import('./passengers-editor.tsx');
const PassengersDialog = lazy(async () => ({ default: (await loadDialog()).PassengersDialog }));

/** Who flies: the field shows a summary ("2 adults, 1 child"), the editor opens on press. */
export function PassengersPicker({
  value,
  onChange,
  mobile,
  size = 'large',
  isInvalid = false,
}: {
  value: PassengersValue;
  onChange: (value: PassengersValue) => void;
  mobile?: boolean;
  size?: 'large' | 'compact';
  isInvalid?: boolean;
}) {
  return (
    <SummaryPicker
      label="Passengers"
      summary={passengersSummary(value)}
      size={size}
      isInvalid={isInvalid}
      mobile={mobile}
      preload={loadDialog}
      editor={(dialog) => <PassengersDialog {...dialog} value={value} onChange={onChange} />}
    />
  );
}
