import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from '../../../components/ui/deferred-select.tsx';
import type { SortOrder } from '@portal/domain/stay-dates';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';

export const SORT_OPTIONS: { id: SortOrder; label: string }[] = [
  { id: 'Recommended', label: 'Recommended' },
  // The Pricing sort orders by the stay's total (taxes and fees included), cheapest first: the label says so.
  { id: 'Pricing', label: 'Total price: low to high' },
  { id: 'StarRating', label: 'Star rating' },
];

function PawIcon({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      <ellipse cx="7" cy="9" rx="1.9" ry="2.4" />
      <ellipse cx="11" cy="6.5" rx="1.9" ry="2.4" />
      <ellipse cx="15" cy="6.5" rx="1.9" ry="2.4" />
      <ellipse cx="18.5" cy="9.5" rx="1.8" ry="2.2" />
      <path d="M12.6 11.5c2.4 0 5.4 3.6 5.4 6 0 1.7-1.3 2.5-2.7 2.5-1.3 0-1.8-.7-2.9-.7s-1.7.7-3 .7C8 20 7 19.1 7 17.6c0-2.5 3-6.1 5.6-6.1z" />
    </svg>
  );
}

const sortButton =
  'flex min-h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:border-slate-900';

/** The select's look while react-aria's Select loads (deferred-select.tsx): the same label and button, inert. */
function SortFace({ value }: { value: SortOrder }) {
  return (
    <div aria-hidden="true" className="flex items-center gap-2">
      <span className="sr-only text-sm text-slate-600 md:not-sr-only">Sort by</span>
      <span className={sortButton}>
        {SORT_OPTIONS.find((o) => o.id === value)?.label}
        <ChevronDownIcon className="size-4" />
      </span>
    </div>
  );
}

// The Select's parts load apart from the page (deferred-select.tsx): the results page's first load stays within
// issue 12's 170 KB budget.
export function SortSelect({ value, onChange }: { value: SortOrder; onChange: (value: SortOrder) => void }) {
  return (
    <Select
      fallback={<SortFace value={value} />}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key as SortOrder)}
      className="flex items-center gap-2"
    >
      <Label className="sr-only text-sm text-slate-600 md:not-sr-only">Sort by</Label>
      <Button className={sortButton}>
        <SelectValue />
        <ChevronDownIcon className="size-4" />
      </Button>
      <Popover className="z-50 min-w-[var(--trigger-width)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl outline-none">
        <ListBox items={SORT_OPTIONS} className="outline-none">
          {(item) => (
            <ListBoxItem
              id={item.id}
              className="cursor-pointer rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-slate-100 data-[selected]:font-semibold"
            >
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

export function PetsChip({
  selected,
  onChange,
}: {
  selected: boolean;
  onChange: (selected: boolean) => void;
}) {
  return (
    // A toggle button (aria-pressed), as react-aria's ToggleButton renders it, without its module on first load.
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onChange(!selected)}
      className={`flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
        selected
          ? 'border-brand-900 bg-brand-900 text-white'
          : 'border-slate-300 bg-white text-slate-900 hover:border-slate-900'
      }`}
    >
      <PawIcon className="size-4" />
      Pet-friendly
    </button>
  );
}
