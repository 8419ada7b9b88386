import { PlaceCombobox } from '../../../components/ui/place-combobox.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useLodgingSuggestions } from '../api/stays-api.ts';
import { WHERE_LABEL, WHERE_PLACEHOLDER } from '../stays-search.ts';

const DEBOUNCE_MS = 250;

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
  const options = (suggestions.data ?? []).map((s) => ({
    id: s.term,
    textValue: s.term,
    title: s.city,
    detail: s.term,
  }));
  const typing = value.trim().length >= 2 && (debounced !== value || suggestions.isFetching);
  return (
    <PlaceCombobox
      label={WHERE_LABEL}
      placeholder={WHERE_PLACEHOLDER}
      value={value}
      onInputChange={onChange}
      onSelect={onChange}
      options={options}
      searching={typing}
      searchingLabel="Searching destinations"
      noMatch={`No destinations match “${value.trim()}”. Try a city name.`}
      errorMessage={errorMessage}
      size={size}
      className={className}
    />
  );
}
