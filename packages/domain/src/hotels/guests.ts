/**
 * Who a hotel search or booking is for (spec §5 traveler picker): rooms 1 to 10, adults, children with ages,
 * and how they are spread over the rooms. Pets are apart: they never count as travelers.
 */
import { DEFAULT_MAX_TRAVELERS, MAX_ROOMS, MIN_ADULTS } from '../occupancy.ts';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from './constants.ts';

export type HotelGuests = { rooms: number; adults: number; childrenAges: readonly number[]; pets: number };
export type RoomOccupancy = { adults: number; childrenAges: number[] };

export const GUESTS_PROBLEMS = [
  'RoomsOutOfRange',
  'NoAdult',
  'FewerAdultsThanRooms',
  'ChildAgeOutOfRange',
  'TooManyTravelers',
  'NegativePets',
] as const;
export type GuestsProblem = (typeof GUESTS_PROBLEMS)[number];

const isWhole = (n: number) => Number.isInteger(n);

/**
 * What is wrong with a request's guests, in GUESTS_PROBLEMS order; empty when none. Spec §5: max rooms 10;
 * adults are 18 or above and children under 18; at most 16 travelers, children included (no listing here,
 * so the default cap). Each room needs an adult, so there are at least as many adults as rooms.
 */
export function guestsProblems(guests: HotelGuests): GuestsProblem[] {
  const { rooms, adults, childrenAges, pets } = guests;
  const problems: Record<GuestsProblem, boolean> = {
    RoomsOutOfRange: !isWhole(rooms) || rooms < 1 || rooms > MAX_ROOMS,
    NoAdult: !isWhole(adults) || adults < MIN_ADULTS,
    FewerAdultsThanRooms: adults < rooms,
    ChildAgeOutOfRange: childrenAges.some(
      (age) => !isWhole(age) || age < CHILD_MIN_AGE || age > CHILD_MAX_AGE,
    ),
    TooManyTravelers: adults + childrenAges.length > DEFAULT_MAX_TRAVELERS,
    NegativePets: !isWhole(pets) || pets < 0,
  };
  return GUESTS_PROBLEMS.filter((problem) => problems[problem]);
}

/**
 * The guests spread over the rooms as evenly as they go: adults first (the first rooms take the extra one),
 * then each child, in the order given, to the room with the fewest people (the first such room on a tie).
 */
export function splitIntoRooms(
  guests: Pick<HotelGuests, 'rooms' | 'adults' | 'childrenAges'>,
): RoomOccupancy[] {
  const count = Math.max(1, guests.rooms);
  const rooms: RoomOccupancy[] = Array.from({ length: count }, (_, i) => ({
    adults: Math.floor(guests.adults / count) + (i < guests.adults % count ? 1 : 0),
    childrenAges: [],
  }));
  const people = (room: RoomOccupancy) => room.adults + room.childrenAges.length;
  for (const age of guests.childrenAges) {
    const target = rooms.reduce((best, room) => (people(room) < people(best) ? room : best));
    target.childrenAges.push(age);
  }
  return rooms;
}
