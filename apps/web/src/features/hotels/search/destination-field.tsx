import { BedIcon } from '../../../components/ui/icons.tsx';
import { PlaceCombobox } from '../../../components/ui/place-combobox.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useHotelSuggestions, type HotelSuggestion } from '../api/hotel-suggestions.ts';
import { DESTINATION_LABEL, DESTINATION_PLACEHOLDER, type DestinationValue } from './hotel-search.ts';

const DEBOUNCE_MS = 250;

const itemId = (s: HotelSuggestion) => (s.kind === 'Lodging' ? `lodging:${s.lodgingId}` : `place:${s.term}`);
const where = (s: HotelSuggestion) => [s.city, s.state].filter(Boolean).join(', ');

const optionOf = (s: HotelSuggestion) =>
  s.kind === 'Lodging'
    ? {
        id: itemId(s),
        textValue: s.name,
        icon: <BedIcon className="size-5" />,
        title: s.name,
        detail: `Hotel · ${where(s)}`,
      }
    : { id: itemId(s), textValue: s.term, title: s.city, detail: s.term };

/**
 * Destination: free text, a place, or one hotel from autocomplete/lodging (debounced). Picking a hotel calls
 * onPickHotel, which opens it.
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
  const found = suggestions.data ?? [];
  const typing = value.text.trim().length >= 2 && (debounced !== value.text || suggestions.isFetching);

  const onSelect = (id: string) => {
    const picked = found.find((s) => itemId(s) === id);
    if (!picked) return;
    if (picked.kind === 'Lodging') {
      onChange({ kind: 'Lodging', text: picked.name, lodgingId: picked.lodgingId });
      onPickHotel(picked.lodgingId, picked.name);
    } else onChange({ kind: 'Place', text: picked.term });
  };

  return (
    <PlaceCombobox
      label={DESTINATION_LABEL}
      placeholder={DESTINATION_PLACEHOLDER}
      value={value.text}
      onInputChange={(text) => {
        // Typing after a pick is a new search term: it no longer names the picked place or hotel.
        if (text !== value.text) onChange({ kind: 'Text', text });
      }}
      onSelect={onSelect}
      options={found.map(optionOf)}
      searching={typing}
      searchingLabel="Searching destinations and hotels"
      noMatch={`No places or hotels match “${value.text.trim()}”.`}
      errorMessage={errorMessage}
      size={size}
      listClassName="max-h-96"
    />
  );
}
