import { describe, expect, it } from 'vitest';
import { SPECIAL_ASSISTANCE_CODES } from '../traveler-form.ts';
import { assistanceLabels, isAssistanceCode, SPECIAL_ASSISTANCE_SHORT_LABELS } from './special-assistance.ts';

describe('special assistance labels', () => {
  it('labels each of the 11 spec codes', () => {
    expect(Object.keys(SPECIAL_ASSISTANCE_SHORT_LABELS)).toEqual(SPECIAL_ASSISTANCE_CODES);
    expect(SPECIAL_ASSISTANCE_CODES).toHaveLength(11);
  });

  it.each([
    ['BLND', 'Blind passenger'],
    ['WCHR', 'Wheelchair (can climb stairs)'],
    ['WCHS', "Wheelchair (can't climb stairs)"],
    ['WCOB', 'On-board wheelchair'],
  ] as const)('%s reads %j', (code, label) => expect(SPECIAL_ASSISTANCE_SHORT_LABELS[code]).toBe(label));

  it.each([
    [
      ['WCHR', 'BLND'],
      ['Blind passenger', 'Wheelchair (can climb stairs)'],
    ],
    [['DEAF', 'DEAF'], ['Deaf passenger']],
    [['XXXX', 'WCMP'], ['Own manual wheelchair']],
    [[], []],
  ])('%j -> %j', (codes, labels) => expect(assistanceLabels(codes)).toEqual(labels));

  it.each([
    ['WCHC', true],
    ['wchc', false],
    ['MEDA', false],
  ])('isAssistanceCode(%j) is %s', (value, ok) => expect(isAssistanceCode(value)).toBe(ok));
});
