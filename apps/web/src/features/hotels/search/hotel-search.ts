import { guestsProblems, type GuestsProblem, type HotelGuests } from '@portal/domain/hotels/guests';
import { hotelDetailsUrl } from '@portal/domain/hotels/details-path';
import {
  DEFAULT_HOTEL_SORT,
  hotelResultsUrl,
  type HotelResultsQuery,
} from '@portal/domain/hotels/results-query';
import type { StayRange } from '../../../lib/stay-range.ts';

/** Who the search is for: rooms, adults and each child's age (pets never travel with a hotel search). */
export type HotelGuestsValue = { rooms: number; adults: number; childrenAges: number[] };

/** What the destination field holds: free text, or a picked place or hotel (autocomplete/lodging). */
export type DestinationValue =
  | { kind: 'Text'; text: string }
  | { kind: 'Place'; text: string }
  | { kind: 'Lodging'; text: string; lodgingId: string };

export type HotelSearchValue = {
  destination: DestinationValue;
  dates: StayRange | null;
  guests: HotelGuestsValue;
};

export const DEFAULT_HOTEL_GUESTS: HotelGuestsValue = { rooms: 1, adults: 2, childrenAges: [] };

/** The destination field's label and placeholder (the form and its loading placeholder). */
export const DESTINATION_LABEL = 'Destination or hotel';
export const DESTINATION_PLACEHOLDER = 'City, neighborhood or hotel name';

export const CHOOSE_DESTINATION = 'Choose a destination or a hotel';
export const CHOOSE_DATES = 'Choose your dates';

export type HotelSearchErrors = { destination?: string; dates?: string; guests?: string };

const GUEST_TEXT: Record<GuestsProblem, string> = {
  RoomsOutOfRange: 'Choose 1 to 10 rooms.',
  NoAdult: 'Add at least one adult.',
  FewerAdultsThanRooms: 'Each room needs at least one adult: add an adult or remove a room.',
  ChildAgeOutOfRange: 'Each child’s age must be 0 to 17.',
  TooManyTravelers: 'A search allows up to 16 travelers, children included.',
  NegativePets: 'Pets can’t be fewer than zero.',
};

/** The first guests problem (spec §5, domain guests.ts) in words, or null. */
export function guestsError(guests: HotelGuestsValue): string | null {
  const asDomain: HotelGuests = { ...guests, pets: 0 };
  const [first] = guestsProblems(asDomain);
  return first ? GUEST_TEXT[first] : null;
}

export function validateHotelSearch(form: HotelSearchValue): HotelSearchErrors {
  const errors: HotelSearchErrors = {};
  if (!form.destination.text.trim()) errors.destination = CHOOSE_DESTINATION;
  if (!form.dates) errors.dates = CHOOSE_DATES;
  const guests = guestsError(form.guests);
  if (guests) errors.guests = guests;
  return errors;
}

/** The results query of a submitted form (the spec §2 parameters; the domain writes them). */
export function resultsQueryOf(
  form: HotelSearchValue & { dates: StayRange },
  sortOrder = DEFAULT_HOTEL_SORT,
): HotelResultsQuery {
  return {
    fromDate: form.dates.from,
    untilDate: form.dates.until,
    adultsCount: form.guests.adults,
    childrenAges: [...form.guests.childrenAges],
    roomsCount: form.guests.rooms,
    lodgingSelection: {
      kind: form.destination.kind === 'Lodging' ? 'Lodging' : 'Place',
      searchTerm: form.destination.text.trim(),
    },
    sortOrder,
    selectedLodgingIndex: null,
    selectedAccountIndex: null,
    hotelDetailsEntrySource: null,
  };
}

/**
 * Where a submitted form goes: a picked hotel opens its details page (with the dates and guests, so its rooms are
 * priced for them); anything else lists results.
 */
export function searchDestinationUrl(
  form: HotelSearchValue & { dates: StayRange },
  sortOrder = DEFAULT_HOTEL_SORT,
): string {
  const query = resultsQueryOf(form, sortOrder);
  if (form.destination.kind === 'Lodging')
    return hotelDetailsUrl(
      { lodgingId: form.destination.lodgingId, source: 'SearchPage', unavailable: false },
      query,
    );
  return hotelResultsUrl(query);
}

/** The form's value for a results query (the results page's search bar edits the search it shows). */
export function formValueOf(query: HotelResultsQuery): HotelSearchValue {
  const term = query.lodgingSelection?.searchTerm ?? '';
  return {
    destination: { kind: term ? 'Place' : 'Text', text: term },
    dates: { from: query.fromDate, until: query.untilDate },
    guests: { rooms: query.roomsCount, adults: query.adultsCount, childrenAges: [...query.childrenAges] },
  };
}

/** '2 travelers, 1 room' (the rooms count always shows in the search field). */
export function guestsSummary(guests: HotelGuestsValue): string {
  const travelers = guests.adults + guests.childrenAges.length;
  return `${travelers} ${travelers === 1 ? 'traveler' : 'travelers'}, ${guests.rooms} ${guests.rooms === 1 ? 'room' : 'rooms'}`;
}
