import { eq } from 'drizzle-orm';
import { createRewardsAccount } from '@portal/db/factories/cards';
import { paymentMethods } from '@portal/db/schema/payments';
import type { SignedIn, TestApp } from './test-app.ts';

export const list = (t: TestApp, session: SignedIn) =>
  t.request('PUT', '/api/v0/payment-methods/list', { session, body: {} });
export const get = (t: TestApp, session: SignedIn, paymentId: string) =>
  t.request('POST', '/api/v0/payment-methods/get', { session, body: { paymentId } });
export const remove = (t: TestApp, session: SignedIn, paymentId: string) =>
  t.request('POST', '/api/v0/payment-methods/delete', { session, body: { paymentId } });

// Luhn-valid numbers that end in an account's last four (not simulator test cards).
export const VISA_1234 = '4147000000021234';
export const MASTER_7788 = '5200000000007788';

export const card = (overrides: Record<string, unknown> = {}) => ({
  number: VISA_1234,
  cvv: '123',
  expirationMonth: 8,
  expirationYear: 2029,
  cardholderName: 'Avery Morgan',
  billingZip: '10001',
  country: 'US',
  ...overrides,
});

export const verifyWith = (app: TestApp, session: SignedIn, body: Record<string, unknown>) =>
  app.request('POST', '/api/v0/payment-methods/verify', { session, body });
export const verify = (t: TestApp, session: SignedIn, overrides: Record<string, unknown> = {}) =>
  verifyWith(t, session, card(overrides));

export const cardsOf = (t: TestApp, userId: string) =>
  t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));

/** A signed-in user with a Venture X (homes 10X, card 1234) and a Savor (homes 8X, card 3456, virtual 7788). */
export async function cardholder(app: TestApp) {
  const session = await app.signedInUser({ firstName: 'Avery', lastName: 'Morgan' });
  const ventureX = await createRewardsAccount(app.db, session.user.id, {
    productDisplayName: 'Venture X',
    lastFour: '1234',
    earn: { homesMultiplier: 10, hotelsMultiplier: 10, flightsMultiplier: 5, carsMultiplier: 10 },
    sortOrder: 1,
  });
  const savor = await createRewardsAccount(app.db, session.user.id, {
    productDisplayName: 'Savor',
    currency: 'Cash',
    currencyDescription: 'cash back',
    lastFour: '3456',
    lastFourVirtualCardNumbers: ['7788', '9900'],
    earn: { homesMultiplier: 8, hotelsMultiplier: 8, flightsMultiplier: 1, carsMultiplier: 8 },
    sortOrder: 0,
  });
  return { session, ventureX, savor };
}
