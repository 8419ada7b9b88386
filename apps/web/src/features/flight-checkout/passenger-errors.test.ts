import { describe, expect, it } from 'vitest';
import type { CheckoutError } from '@portal/contracts/purchase';
import { passengerProblems } from './passenger-errors.ts';
import { passengerSlots } from './passenger-slots.ts';

// Spec §8 passenger failures (the quote poll's errors and the 400's list) placed on the slot they name.
const slots = passengerSlots({ adultsCount: 2, childAges: [7], lapInfantsCount: 1, seatedInfantsCount: 0 });
const failure = (value: string, passengerIndex?: number | null): CheckoutError => ({
  Error: 'CartValidationError',
  code: 'InvalidPassengers',
  value,
  ...(passengerIndex === undefined ? {} : { passengerIndex }),
});

describe('passengerProblems', () => {
  it.each([
    { name: 'the passenger it names', errors: [failure('A', 2)], expected: { 'child-1': 'A' } },
    {
      name: 'each on its own passenger',
      errors: [failure('A', 1), failure('B', 3)],
      expected: { 'adult-2': 'A', 'infant-1': 'B' },
    },
    {
      name: 'two on one passenger, joined',
      errors: [failure('A', 3), failure('B', 3)],
      expected: { 'infant-1': 'A B' },
    },
    {
      name: 'a rule of the whole booking on the first',
      errors: [failure('A', null)],
      expected: { 'adult-1': 'A' },
    },
    { name: 'no index on the first', errors: [failure('A')], expected: { 'adult-1': 'A' } },
    {
      name: 'an index beyond the slots on the first',
      errors: [failure('A', 9)],
      expected: { 'adult-1': 'A' },
    },
  ])('$name', ({ errors, expected }) => {
    expect(passengerProblems(errors, slots)).toEqual(expected);
  });
});
