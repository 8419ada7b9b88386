import { beforeEach, describe, expect, it } from 'vitest';
import { policyReasonFor, rememberPolicyReason } from './travel-policy.ts';

beforeEach(() => sessionStorage.clear());

describe('the out-of-policy reason kept for a book page', () => {
  it.each<[string, { anyUnder?: boolean }, string, string | null]>([
    ['/hotels/book/?rateId=a', {}, '/hotels/book/?rateId=a', 'Client site'],
    ['/hotels/book/?rateId=a', {}, '/hotels/book/?rateId=b', null],
    ['/flights/book/', { anyUnder: true }, '/flights/book/?trip=x&pick=1', 'Client site'],
    ['/flights/book/', { anyUnder: true }, '/hotels/book/?rateId=a', null],
  ])('given for %s %j, read for %s -> %s', (href, options, read, expected) => {
    rememberPolicyReason(href, '  Client site ', options);
    expect(policyReasonFor(read)).toBe(expected);
  });

  it('a blank reason is no reason', () => {
    rememberPolicyReason('/hotels/book/?rateId=a', '   ');
    expect(policyReasonFor('/hotels/book/?rateId=a')).toBeNull();
  });
});
