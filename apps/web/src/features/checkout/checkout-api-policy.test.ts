import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, mockFetch } from '../../test/fetch-mock.ts';
import { purchaseCalls } from './checkout-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fulfil schedule', () => {
  it('sends corporateOutOfPolicyReason only when the traveler gave one', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (!url.includes('purchase/fulfill/schedule')) return undefined;
      bodies.push(bodyOf(init));
      return { body: { value: 'fulfil-token' } };
    });
    const card = { type: 'UserCard', value: { paymentId: 'p1', paymentAmount: { value: 10 } } } as never;
    await purchaseCalls.scheduleFulfil('quote-token', [card], 'Client site');
    await purchaseCalls.scheduleFulfil('quote-token', [card], null);
    expect(bodies[0]).toMatchObject({
      quoteToken: { value: 'quote-token' },
      corporateOutOfPolicyReason: 'Client site',
    });
    expect(bodies[1]).not.toHaveProperty('corporateOutOfPolicyReason');
  });

  it('sends approvalRequestReason trimmed, and only when the traveler wrote one', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (!url.includes('purchase/fulfill/schedule')) return undefined;
      bodies.push(bodyOf(init));
      return { body: { value: 'fulfil-token' } };
    });
    const card = { type: 'UserCard', value: { paymentId: 'p1', paymentAmount: { value: 10 } } } as never;
    await purchaseCalls.scheduleFulfil('quote-token', [card], null, '  Client workshop in Denver ');
    await purchaseCalls.scheduleFulfil('quote-token', [card], null, '   ');
    expect(bodies[0]).toMatchObject({ approvalRequestReason: 'Client workshop in Denver' });
    expect(bodies[1]).not.toHaveProperty('approvalRequestReason');
  });
});
