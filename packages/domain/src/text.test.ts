import { describe, expect, it } from 'vitest';
import {
  formatTime12h,
  spellDate,
  petsLabel,
  readMoreLimit,
  roomsLabel,
  travelersLabel,
  truncateForReadMore,
  truncateName,
} from './text.ts';

const chars = (n: number) => 'x'.repeat(n);

describe('read more', () => {
  it('uses the spec limits', () => {
    expect(readMoreLimit('default')).toBe(300);
    expect(readMoreLimit('petsPolicy')).toBe(200);
    expect(readMoreLimit('importantInformation')).toBe(500);
    expect(readMoreLimit('description')).toBe(500);
  });

  it.each([
    [300, 300, false], // fits exactly
    [449, 300, false], // remainder 149 < 150
    [450, 300, true], // remainder 150 is not under half
    [100, 300, false],
    [299, 200, false], // remainder 99 < 100
    [300, 200, true],
    [749, 500, false],
    [750, 500, true],
  ])('%i chars with limit %i truncated=%s', (length, limit, truncated) => {
    const result = truncateForReadMore(chars(length), limit);
    expect(result.isTruncated).toBe(truncated);
    expect(result.text).toBe(truncated ? `${chars(limit)}...` : chars(length));
  });

  it('backs off to a word boundary near the limit', () => {
    const text = `${chars(250)} ${chars(300)}`;
    expect(truncateForReadMore(text, 300).text).toBe(`${chars(250)}...`);
    const far = `${chars(100)} ${chars(400)}`;
    expect(truncateForReadMore(far, 300).text).toBe(`${chars(100)} ${chars(199)}...`);
  });
});

describe('names and labels', () => {
  it.each([
    [chars(40), chars(40)],
    [chars(41), `${chars(40)}...`],
    ['Cozy cabin', 'Cozy cabin'],
    [`${chars(39)} more words`, `${chars(39)}...`],
  ])('truncateName(%s)', (name, expected) => {
    expect(truncateName(name)).toBe(expected);
  });

  it.each([
    [0, null],
    [1, null],
    [2, '2 Rooms'],
    [10, '10 Rooms'],
  ])('roomsLabel(%i) = %s', (rooms, label) => {
    expect(roomsLabel(rooms)).toBe(label);
  });

  it('labels travelers and pets separately', () => {
    expect(travelersLabel(1)).toBe('1 Traveler');
    expect(travelersLabel(3)).toBe('3 Travelers');
    expect(petsLabel(0)).toBeNull();
    expect(petsLabel(1)).toBe('1 Pet');
    expect(petsLabel(2)).toBe('2 Pets');
  });
});

describe('formatTime12h', () => {
  it.each([
    ['16:00', '4:00 PM'],
    ['00:00', '12:00 AM'],
    ['0:30', '12:30 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['23:45', '11:45 PM'],
    ['10:00:00', '10:00 AM'],
    ['24:00', '24:00'],
    ['noon', 'noon'],
  ])('%s -> %s', (time, text) => {
    expect(formatTime12h(time)).toBe(text);
  });
});

describe('spellDate', () => {
  it.each([
    ['2026-12-25', 'Fri, Dec 25, 2026'],
    ['2027-01-01', 'Fri, Jan 1, 2027'],
    ['2028-02-29', 'Tue, Feb 29, 2028'],
  ])('%s reads %s in every time zone', (iso, spelled) => {
    expect(spellDate(iso)).toBe(spelled);
  });
});
