import { describe, expect, it } from 'vitest';
import { localPhone } from './use-contact-info.ts';

describe('localPhone', () => {
  it.each([
    ['+1 202-555-0143', '2025550143'],
    ['(202) 555-0143', '2025550143'],
    ['12025550143', '2025550143'],
    ['+44 20 7946 0958', ''],
    ['555-0143', ''],
    [null, ''],
    [undefined, ''],
  ])('%s -> %s', (onFile, digits) => expect(localPhone(onFile)).toBe(digits));
});
