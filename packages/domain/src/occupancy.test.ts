import { describe, expect, it } from 'vitest';
import {
  canDecrement,
  canIncrement,
  clampOccupancy,
  isAdultAge,
  isOccupancyValid,
  maxTravelers,
  occupancyLimits,
  travelersCount,
} from './occupancy.ts';
import type { Occupancy, OccupancyField } from './occupancy.ts';

const at = (adults: number, children: number, pets = 0, rooms = 1): Occupancy => ({
  adults,
  children,
  pets,
  rooms,
});

describe('occupancy limits', () => {
  it.each([
    [6, 6],
    [undefined, 16],
    [null, 16],
    [0, 16],
  ])('maxTravelers(%s) = %i', (max, expected) => {
    expect(maxTravelers(max)).toBe(expected);
  });

  it('derives listing limits', () => {
    expect(occupancyLimits()).toEqual({ maxTravelers: 16, maxPets: null });
    expect(occupancyLimits({ maxOccupancy: 4, petFriendly: false, maxPets: 3 })).toEqual({
      maxTravelers: 4,
      maxPets: 0,
    });
    expect(occupancyLimits({ maxOccupancy: 4, petFriendly: true, maxPets: 2 })).toEqual({
      maxTravelers: 4,
      maxPets: 2,
    });
  });

  it('counts adults plus children as travelers', () => {
    expect(travelersCount(at(2, 3, 5))).toBe(5);
  });

  it.each([
    [18, true],
    [17, false],
  ])('isAdultAge(%i) = %s', (age, adult) => {
    expect(isAdultAge(age)).toBe(adult);
  });
});

describe('picker buttons', () => {
  const limits = { maxTravelers: 4, maxPets: 2 };
  it.each<[Occupancy, OccupancyField, boolean]>([
    [at(3, 0), 'adults', true],
    [at(3, 1), 'adults', false], // children count toward the max
    [at(2, 2), 'children', false],
    [at(2, 1), 'children', true],
    [at(4, 0, 1), 'pets', true], // pets are separate from travelers
    [at(2, 0, 2), 'pets', false],
    [at(1, 0, 0, 9), 'rooms', true],
    [at(1, 0, 0, 10), 'rooms', false],
  ])('canIncrement(%o, %s) = %s', (o, field, expected) => {
    expect(canIncrement(o, field, limits)).toBe(expected);
  });

  it('leaves pets uncapped when the limit is unknown', () => {
    expect(canIncrement(at(1, 0, 40), 'pets', { maxTravelers: 16, maxPets: null })).toBe(true);
  });

  it.each<[Occupancy, OccupancyField, boolean]>([
    [at(1, 0), 'adults', false],
    [at(2, 0), 'adults', true],
    [at(1, 0), 'children', false],
    [at(1, 1), 'children', true],
    [at(1, 0, 0), 'pets', false],
    [at(1, 0, 0, 1), 'rooms', false],
    [at(1, 0, 0, 2), 'rooms', true],
  ])('canDecrement(%o, %s) = %s', (o, field, expected) => {
    expect(canDecrement(o, field)).toBe(expected);
  });
});

describe('clampOccupancy', () => {
  const limits = { maxTravelers: 6, maxPets: 1 };
  it.each([
    [at(2, 1, 0), at(2, 1, 0)],
    [at(0, 2, 0), at(1, 2, 0)],
    [at(5, 3, 0), at(5, 1, 0)],
    [at(9, 0, 0), at(6, 0, 0)],
    [at(2, 0, 4, 12), at(2, 0, 1, 10)],
    [at(2, 0, -1, 0), at(2, 0, 0, 1)],
  ])('%o -> %o', (o, expected) => {
    expect(clampOccupancy(o, limits)).toEqual(expected);
    expect(isOccupancyValid(o, limits)).toBe(JSON.stringify(o) === JSON.stringify(expected));
  });
});
