import { useEffect, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import type { PlaceSuggestion } from '@portal/contracts/listings';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLodgingSuggestions } from '../api/stays-api.ts';

const DEBOUNCE_MS = 250;

type Suggestion = PlaceSuggestion & { id: string };

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

export type LocationAutocompleteProps = {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | null;
  size?: 'large' | 'compact';
  className?: string;
};

/** Where to: free text, with matching places from autocomplete/lodging (debounced) to pick from. */
export function LocationAutocomplete({
  value,
  onChange,
  errorMessage,
  size = 'large',
  className = '',
}: LocationAutocompleteProps) {
  const debounced = useDebounced(value, DEBOUNCE_MS);
  const suggestions = useLodgingSuggestions(debounced);
  const items: Suggestion[] = (suggestions.data ?? []).map((s) => ({
    ...s,
    id: s.term,
  }));
  const typing = value.trim().length >= 2 && (debounced !== value || suggestions.isFetching);
  const onSelect = (key: Key | null) => {
    if (key !== null) onChange(String(key));
  };

  return (
    <ComboBox
      inputValue={value}
      onInputChange={onChange}
      onSelectionChange={onSelect}
      items={items}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(errorMessage)}
      className={`group relative flex min-w-0 items-center gap-3 ${className}`}
    >
      <PinIcon className="size-5 shrink-0 text-slate-500" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Label className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Where to?</Label>
        <Input
          placeholder="Search a city or destination"
          className={`w-full min-w-0 bg-transparent rounded-sm font-medium text-slate-900 outline-none placeholder:font-normal focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4 placeholder:text-slate-500 ${
            size === 'large' ? 'text-base' : 'text-sm'
          }`}
        />
        {errorMessage ? (
          <Text slot="errorMessage" className="text-sm font-medium text-accent-700">
            {errorMessage}
          </Text>
        ) : null}
      </div>
      {typing ? <Spinner label="Searching destinations" className="text-slate-400" /> : null}
      <Popover
        placement="bottom start"
        offset={14}
        className="z-50 w-[var(--trigger-width)] min-w-[320px] overflow-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-2xl outline-none"
      >
        <ListBox<Suggestion>
          className="max-h-80 outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-3 text-sm text-slate-600">
              {typing ? 'Searching…' : `No destinations match “${value.trim()}”. Try a city name.`}
            </p>
          )}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.term}
              className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 outline-none data-[focused]:bg-slate-100"
            >
              <span className="flex size-9 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                <PinIcon className="size-5" />
              </span>
              <span className="flex flex-col">
                <span className="font-medium text-slate-900">{item.city}</span>
                <span className="text-sm text-slate-500">{item.term}</span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
