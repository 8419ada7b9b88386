import { describe, expect, it } from 'vitest';
import { guestsProblems, splitIntoRooms } from './guests.ts';
import type { GuestsProblem, HotelGuests } from './guests.ts';

const ok: HotelGuests = { rooms: 1, adults: 2, childrenAges: [], pets: 0 };

describe('guests of a hotel search (spec §5)', () => {
  it.each<[string, Partial<HotelGuests>, GuestsProblem[]]>([
    ['two adults, one room', {}, []],
    ['ten rooms', { rooms: 10, adults: 10 }, []],
    ['no room', { rooms: 0 }, ['RoomsOutOfRange']],
    ['eleven rooms', { rooms: 11, adults: 11 }, ['RoomsOutOfRange']],
    ['a part room', { rooms: 1.5 }, ['RoomsOutOfRange']],
    ['no adult', { adults: 0 }, ['NoAdult', 'FewerAdultsThanRooms']],
    ['a part adult', { adults: 1.5 }, ['NoAdult']],
    ['a room without an adult', { rooms: 3, adults: 2 }, ['FewerAdultsThanRooms']],
    ['children 0 and 17', { childrenAges: [0, 17] }, []],
    ['a child of 18 is an adult', { childrenAges: [18] }, ['ChildAgeOutOfRange']],
    ['a negative age', { childrenAges: [-1] }, ['ChildAgeOutOfRange']],
    ['a part age', { childrenAges: [4.5] }, ['ChildAgeOutOfRange']],
    ['16 travelers, children included', { adults: 10, childrenAges: [1, 2, 3, 4, 5, 6] }, []],
    ['17 travelers', { adults: 10, childrenAges: [1, 2, 3, 4, 5, 6, 7] }, ['TooManyTravelers']],
    ['pets do not count as travelers', { adults: 16, pets: 3 }, []],
    ['negative pets', { pets: -1 }, ['NegativePets']],
    ['a part pet', { pets: 0.5 }, ['NegativePets']],
  ])('%s -> %j', (_name, overrides, problems) => {
    expect(guestsProblems({ ...ok, ...overrides })).toEqual(problems);
  });
});

describe('guests spread over rooms', () => {
  it.each([
    [{ rooms: 1, adults: 2, childrenAges: [5] }, [{ adults: 2, childrenAges: [5] }]],
    [
      { rooms: 2, adults: 3, childrenAges: [] },
      [
        { adults: 2, childrenAges: [] },
        { adults: 1, childrenAges: [] },
      ],
    ],
    [
      // the child goes to the room with fewer people
      { rooms: 2, adults: 3, childrenAges: [8] },
      [
        { adults: 2, childrenAges: [] },
        { adults: 1, childrenAges: [8] },
      ],
    ],
    [
      { rooms: 2, adults: 2, childrenAges: [3, 5, 9] },
      [
        { adults: 1, childrenAges: [3, 9] },
        { adults: 1, childrenAges: [5] },
      ],
    ],
    [
      { rooms: 3, adults: 4, childrenAges: [1] },
      [
        { adults: 2, childrenAges: [] },
        { adults: 1, childrenAges: [1] },
        { adults: 1, childrenAges: [] },
      ],
    ],
    [{ rooms: 0, adults: 2, childrenAges: [] }, [{ adults: 2, childrenAges: [] }]], // at least one room
  ])('%o -> %o', (guests, rooms) => {
    expect(splitIntoRooms(guests)).toEqual(rooms);
  });
});
