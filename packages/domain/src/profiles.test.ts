import { describe, expect, it } from 'vitest';
import {
  customFieldErrors,
  isValidCustomFieldKey,
  isValidCustomFieldValue,
  passportToSend,
  placeholderProfile,
  sortProfiles,
  withoutEmptyEntries,
} from './profiles.ts';

describe('passport', () => {
  it.each([
    ['US', true],
    ['USA', false],
    ['U', false],
    ['', false],
  ])('countryOfIssue %s sent=%s', (countryOfIssue, sent) => {
    const passport = { countryOfIssue, number: 'X1' };
    expect(passportToSend(passport)).toEqual(sent ? passport : undefined);
  });
  it('omits a missing passport', () => {
    expect(passportToSend(null)).toBeUndefined();
  });
});

describe('custom fields', () => {
  it.each([
    ['costCenter1', true],
    ['cost_center', false],
    ['cost center', false],
    ['', false],
  ])('key %s -> %s', (key, valid) => {
    expect(isValidCustomFieldKey(key)).toBe(valid);
  });
  it.each([
    ['Dept 12/A-3', true],
    ['', true],
    ['R&D', false],
    ['a.b', false],
  ])('value %s -> %s', (value, valid) => {
    expect(isValidCustomFieldValue(value)).toBe(valid);
  });
  it('lists the entries in error', () => {
    expect(customFieldErrors({ ok: 'A-1', 'bad key': 'x', project: 'R&D' })).toEqual(['bad key', 'project']);
  });
});

describe('loyalty maps', () => {
  it('drops empty values', () => {
    expect(withoutEmptyEntries({ MAR: '123', HIL: '', IHG: '  ' })).toEqual({ MAR: '123' });
  });
});

describe('profiles', () => {
  it('sorts by given name then surname', () => {
    const sorted = sortProfiles([
      { givenName: 'bob', surname: 'Zed' },
      { givenName: 'Alice', surname: 'Young' },
      { givenName: 'Bob', surname: 'Adams' },
    ]);
    expect(sorted.map((p) => `${p.givenName} ${p.surname}`)).toEqual(['Alice Young', 'Bob Adams', 'bob Zed']);
  });
  it('builds the placeholder of a user without traveler record', () => {
    expect(placeholderProfile({ userId: 'u1', firstName: 'Ann', lastName: 'Lee', email: 'a@x.co' })).toEqual({
      givenName: 'Ann',
      surname: 'Lee',
      dateOfBirth: '1870-01-01',
      gender: 'M',
      emailAddress: 'a@x.co',
      isMissingInfo: true,
      linkedDEUserId: 'u1',
    });
  });
});
