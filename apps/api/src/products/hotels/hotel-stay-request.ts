// The stay and guests of a hotel search or details request, checked once for both: dates as every stay line
// checks them (lib/stay-dates.ts), guests by the domain's hotel rules (guests.ts) with the rule in words.
import { MAX_ROOMS } from '@portal/domain/occupancy';
import {
  guestsProblems,
  splitIntoRooms,
  type GuestsProblem,
  type RoomOccupancy,
} from '@portal/domain/hotels/guests';
import { NO_ADULT, TOO_MANY_TRAVELERS } from '@portal/domain/stay-corrections';
import type { Stay } from '@portal/domain/stay-dates';
import type { HotelStayRequest } from '@portal/contracts/hotels';
import { ApiError } from '../../plugins/errors.ts';
import { assertStayDates } from '../../lib/stay-dates.ts';

export type CheckedStay = Stay & {
  nights: number;
  rooms: number;
  adults: number;
  childrenAges: number[];
  /** The guests spread over the rooms (guests.ts splitIntoRooms). */
  occupancy: RoomOccupancy[];
  /** People in the fullest room: what a room type's max occupancy must reach. */
  peoplePerRoom: number;
};

const PROBLEM_FIELDS: Record<GuestsProblem, { field: string; message: string }> = {
  RoomsOutOfRange: { field: 'roomsCount', message: `Rooms must be 1 to ${MAX_ROOMS}` },
  NoAdult: { field: 'adultsCount', message: NO_ADULT },
  FewerAdultsThanRooms: {
    field: 'roomsCount',
    message: 'Each room needs an adult: no more rooms than adults',
  },
  ChildAgeOutOfRange: { field: 'childrenAges', message: 'A child is 0 to 17 years old' },
  TooManyTravelers: { field: 'childrenAges', message: TOO_MANY_TRAVELERS },
  NegativePets: { field: 'petsCount', message: 'Pets cannot be negative' },
};

/** Throws 400 with every problem of the request; the stay otherwise, with its guests spread over the rooms. */
export function assertHotelStay(req: HotelStayRequest, today: string): CheckedStay {
  const stay = { from: req.fromDate, until: req.untilDate };
  let nights: number;
  try {
    nights = assertStayDates(stay, today, 'stay');
  } catch (error) {
    // Name the fields as the request does (fromDate, untilDate), not as the shared helper's {from, until}.
    if (error instanceof ApiError && Array.isArray(error.extra.fields)) {
      const fields = (error.extra.fields as { field: string; message: string }[]).map((f) => ({
        field: f.field === 'stay.from' ? 'fromDate' : 'untilDate',
        message: f.message,
      }));
      throw new ApiError(error.status, error.code, error.message, { fields });
    }
    throw error;
  }
  const guests = { rooms: req.roomsCount, adults: req.adultsCount, childrenAges: req.childrenAges, pets: 0 };
  const problems = guestsProblems(guests);
  if (problems.length > 0)
    throw new ApiError(400, 40000, PROBLEM_FIELDS[problems[0]!].message, {
      fields: problems.map((p) => PROBLEM_FIELDS[p]),
    });
  const occupancy = splitIntoRooms(guests);
  return {
    ...stay,
    nights,
    rooms: req.roomsCount,
    adults: req.adultsCount,
    childrenAges: req.childrenAges,
    occupancy,
    peoplePerRoom: Math.max(...occupancy.map((room) => room.adults + room.childrenAges.length)),
  };
}
