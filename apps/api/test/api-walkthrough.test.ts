/**
 * docs/api/book-a-home.ts is the third-party client docs/api/homes.md walks through. It runs here against the
 * real app over HTTP (fetch, no inject), so the walkthrough breaks when the API it documents changes.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain/iso-date';
import { bookAHome } from '../../../docs/api/book-a-home.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const TODAY = '2025-06-02';
let t: TestApp;
let baseUrl = '';

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T12:00:00Z`, demoData: { listings: 12, today: TODAY } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

describe('the API walkthrough (docs/api/homes.md)', () => {
  it('signs in, searches, books a home with the saved card, finds it in trips and cancels it', async () => {
    const result = await bookAHome({
      baseUrl,
      email: 'primary@demo.test',
      password: 'travel-demo',
      stay: { from: addDays(TODAY, 45), until: addDays(TODAY, 47) },
    });
    expect(result.confirmationCode).toMatch(/^H-/);
    expect(result.tripsListed).toBe(true);
    // Cancelled well before the stay under the demo's policies: the whole total comes back.
    expect(result.refund.value).toBeGreaterThan(0);
    expect(result.calls.every((c) => c.status === 200)).toBe(true);
    expect(result.calls.map((c) => c.call)).toEqual([
      'POST auth/signin',
      'POST auth/login/code',
      'GET autocomplete/lodging',
      'POST homes/availability',
      'POST homes/shop',
      'PUT travelers/list',
      'PUT payment-methods/list',
      'POST purchase/quote/schedule',
      'POST purchase/quote/poll',
      'POST homes/addMainGuest',
      'POST purchase/fulfill/schedule',
      'POST purchase/fulfill/poll',
      'PUT itinerary/list',
      'POST homes/cancel/quote',
      'POST homes/cancel/confirm',
    ]);
  });

  it('a wrong password stops it with the API error', async () => {
    await expect(
      bookAHome({
        baseUrl,
        email: 'primary@demo.test',
        password: 'wrong',
        stay: { from: TODAY, until: TODAY },
      }),
    ).rejects.toThrow(/auth\/signin: 401/);
  });
});
