import { describe, expect, it } from 'vitest';
import { applyTravelerAction, mergeTravelerList, type TravelerChoices } from './traveler-list.ts';

const choices = (defaultTravelerId: string | null, hiddenTravelerIds: string[]): TravelerChoices => ({
  defaultTravelerId,
  hiddenTravelerIds,
});

describe('applyTravelerAction', () => {
  it.each([
    ['default on a plain profile', choices(null, []), 'assign_default', 'a', choices('a', [])],
    ['default replaces the old one', choices('b', []), 'assign_default', 'a', choices('a', [])],
    ['default shows a hidden profile', choices(null, ['a', 'c']), 'assign_default', 'a', choices('a', ['c'])],
    ['hide adds the id', choices(null, ['c']), 'hide', 'a', choices(null, ['c', 'a'])],
    ['hide twice keeps one id', choices(null, ['a']), 'hide', 'a', choices(null, ['a'])],
    ['hide the default clears it', choices('a', []), 'hide', 'a', choices(null, ['a'])],
    ['hide another keeps the default', choices('b', []), 'hide', 'a', choices('b', ['a'])],
    ['show removes the id', choices('b', ['a', 'c']), 'show', 'a', choices('b', ['c'])],
    ['show a visible one changes nothing', choices(null, ['c']), 'show', 'a', choices(null, ['c'])],
  ] as const)('%s', (_name, before, action, id, after) => {
    expect(applyTravelerAction(before, action, id)).toEqual(after);
  });
});

describe('mergeTravelerList', () => {
  const users = [
    { userId: 'u1', firstName: 'Emerson', lastName: 'Clarke', email: 'e@x.test' },
    { userId: 'u2', firstName: 'Finley', lastName: 'Brooks', email: 'f@x.test' },
  ];
  const t = (id: string, ownerUserId: string, givenName: string, surname: string) => ({
    id,
    ownerUserId,
    givenName,
    surname,
  });

  it('merges users with their travelers; a user without one becomes the placeholder', () => {
    const list = mergeTravelerList({
      users,
      travelers: [t('t1', 'u1', 'Emerson', 'Clarke'), t('t2', 'u1', 'Ava', 'Clarke')],
      hiddenTravelerIds: [],
      includeHidden: false,
    });
    expect(list.map((p) => `${p.givenName} ${p.surname}`)).toEqual([
      'Ava Clarke',
      'Emerson Clarke',
      'Finley Brooks',
    ]);
    expect(list[2]).toMatchObject({
      dateOfBirth: '1870-01-01',
      gender: 'M',
      isMissingInfo: true,
      linkedDEUserId: 'u2',
    });
  });

  it.each([
    [false, ['Emerson Clarke', 'Finley Brooks']],
    [true, ['Ava Clarke', 'Emerson Clarke', 'Finley Brooks']],
  ])('includeHidden=%s', (includeHidden, names) => {
    const list = mergeTravelerList({
      users,
      travelers: [t('t1', 'u1', 'Emerson', 'Clarke'), t('t2', 'u1', 'Ava', 'Clarke')],
      hiddenTravelerIds: ['t2'],
      includeHidden,
    });
    // A user whose only profiles are hidden is still represented by them, not by a placeholder.
    expect(list.map((p) => `${p.givenName} ${p.surname}`)).toEqual(names);
  });

  it('sorts by given name then surname, ignoring case', () => {
    const list = mergeTravelerList({
      users: [users[0]!],
      travelers: [t('1', 'u1', 'ann', 'Young'), t('2', 'u1', 'Ann', 'baker'), t('3', 'u1', 'Zoe', 'Adams')],
      hiddenTravelerIds: [],
      includeHidden: false,
    });
    expect(list.map((p) => `${p.givenName} ${p.surname}`)).toEqual(['Ann baker', 'ann Young', 'Zoe Adams']);
  });

  it('answers an empty list for no users', () => {
    expect(
      mergeTravelerList({ users: [], travelers: [], hiddenTravelerIds: [], includeHidden: true }),
    ).toEqual([]);
  });
});
