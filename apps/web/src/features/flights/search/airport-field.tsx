import { PlaneIcon } from '../../../components/ui/icons.tsx';
import { PlaceCombobox } from '../../../components/ui/place-combobox.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useAirportSuggestions, type AirportSuggestionItem } from '../api/flights-api.ts';
import type { AirportValue } from './flight-search.ts';

const DEBOUNCE_MS = 200;

const idOf = (s: AirportSuggestionItem) =>
  s.kind === 'Airport' ? `airport:${s.code}` : `city:${s.city}:${s.countryCode}`;

/** A picked suggestion as the field keeps it: a city searches its main (first) airport. */
export function airportValueOf(s: AirportSuggestionItem): AirportValue {
  if (s.kind === 'Airport') return { code: s.code, label: `${s.city} (${s.code})` };
  return { code: s.codes[0] ?? '', label: `${s.city} (all airports)` };
}

const optionOf = (s: AirportSuggestionItem) =>
  s.kind === 'Airport'
    ? {
        id: idOf(s),
        textValue: `${s.city} (${s.code})`,
        icon: <span className="text-xs font-bold text-slate-700">{s.code}</span>,
        title: `${s.city} (${s.code})`,
        detail: `${s.name} · ${s.country}`,
      }
    : {
        id: idOf(s),
        textValue: `${s.city} (all airports)`,
        icon: <PlaneIcon className="size-5" />,
        title: `${s.city} (all airports)`,
        detail: `${s.codes.join(', ')} · ${s.country}`,
      };

/**
 * A From or To field: an airport or a city from autocomplete/flights (code, name, city, country), debounced.
 * Typed text that is not yet a pick is kept with an empty code, so the form can say "choose an airport".
 */
export function AirportField({
  label,
  value,
  onChange,
  errorMessage,
  size = 'large',
}: {
  label: 'From' | 'To';
  value: AirportValue | null;
  onChange: (value: AirportValue | null) => void;
  errorMessage?: string;
  size?: 'large' | 'compact';
}) {
  const text = value?.label ?? '';
  const debounced = useDebounced(text, DEBOUNCE_MS);
  // A picked airport's label is not a new query: the list keeps the answer it was picked from.
  const suggestions = useAirportSuggestions(value?.code ? '' : debounced);
  const found = suggestions.data ?? [];
  const typing = !value?.code && text.trim().length >= 2 && (debounced !== text || suggestions.isFetching);

  return (
    <PlaceCombobox
      label={label}
      placeholder={label === 'From' ? 'City or airport' : 'Where to?'}
      value={text}
      onInputChange={(next) => {
        if (next !== text) onChange(next ? { code: '', label: next } : null);
      }}
      onSelect={(id) => {
        const picked = found.find((s) => idOf(s) === id);
        if (picked) onChange(airportValueOf(picked));
      }}
      options={found.map(optionOf)}
      searching={typing}
      searchingLabel="Searching airports"
      noMatch={
        text.trim().length < 2 ? 'Type a city or an airport code.' : `No airports match “${text.trim()}”.`
      }
      errorMessage={errorMessage}
      size={size}
    />
  );
}
