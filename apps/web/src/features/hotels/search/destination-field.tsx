import { useEffect, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { BedIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useHotelSuggestions, type HotelSuggestion } from '../api/hotel-suggestions.ts';
import type { DestinationValue } from './hotel-search.ts';

const DEBOUNCE_MS = 250;

type Item = HotelSuggestion & { id: string };

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function PinIcon({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      aria-hidden="true"
      className={className}
    >
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

const itemId = (s: HotelSuggestion) => (s.kind === 'Lodging' ? `lodging:${s.lodgingId}` : `place:${s.term}`);
const where = (s: HotelSuggestion) => [s.city, s.state].filter(Boolean).join(', ');

/**
 * Destination: free text, a place, or one hotel from autocomplete/lodging (debounced). Arrow keys move through
 * the suggestions and Enter picks one (react-aria's combobox); picking a hotel calls onPickHotel, which opens it.
 */
export function DestinationField({
  value,
  onChange,
  onPickHotel,
  errorMessage,
  size = 'large',
}: {
  value: DestinationValue;
  onChange: (value: DestinationValue) => void;
  onPickHotel: (lodgingId: string, name: string) => void;
  errorMessage?: string;
  size?: 'large' | 'compact';
}) {
  const debounced = useDebounced(value.text, DEBOUNCE_MS);
  const suggestions = useHotelSuggestions(debounced);
  const items: Item[] = (suggestions.data ?? []).map((s) => ({ ...s, id: itemId(s) }));
  const typing = value.text.trim().length >= 2 && (debounced !== value.text || suggestions.isFetching);

  const onSelect = (key: Key | null) => {
    const picked = items.find((item) => item.id === key);
    if (!picked) return;
    if (picked.kind === 'Lodging') {
      onChange({ kind: 'Lodging', text: picked.name, lodgingId: picked.lodgingId });
      onPickHotel(picked.lodgingId, picked.name);
    } else onChange({ kind: 'Place', text: picked.term });
  };

  return (
    <ComboBox
      inputValue={value.text}
      onInputChange={(text) => {
        // Typing after a pick is a new search term: it no longer names the picked place or hotel.
        if (text !== value.text) onChange({ kind: 'Text', text });
      }}
      onSelectionChange={onSelect}
      items={items}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(errorMessage)}
      className="group relative flex min-w-0 items-center gap-3"
    >
      <PinIcon className="size-5 shrink-0 text-slate-500" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Label className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Destination or hotel
        </Label>
        <Input
          placeholder="City, neighborhood or hotel name"
          className={`w-full min-w-0 rounded-sm bg-transparent font-medium text-slate-900 outline-none placeholder:font-normal placeholder:text-slate-500 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4 ${
            size === 'large' ? 'text-base' : 'text-sm'
          }`}
        />
        {errorMessage ? (
          <Text slot="errorMessage" className="text-sm font-medium text-accent-700">
            {errorMessage}
          </Text>
        ) : null}
      </div>
      {typing ? <Spinner label="Searching destinations and hotels" className="text-slate-400" /> : null}
      <Popover
        placement="bottom start"
        offset={14}
        className="z-50 w-[var(--trigger-width)] min-w-[320px] overflow-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-2xl outline-none"
      >
        <ListBox<Item>
          className="max-h-96 outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-3 text-sm text-slate-600">
              {typing ? 'Searching…' : `No places or hotels match “${value.text.trim()}”.`}
            </p>
          )}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.kind === 'Lodging' ? item.name : item.term}
              className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 outline-none data-[focused]:bg-slate-100"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                {item.kind === 'Lodging' ? <BedIcon className="size-5" /> : <PinIcon className="size-5" />}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-slate-900">
                  {item.kind === 'Lodging' ? item.name : item.city}
                </span>
                <span className="truncate text-sm text-slate-500">
                  {item.kind === 'Lodging' ? `Hotel · ${where(item)}` : item.term}
                </span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
