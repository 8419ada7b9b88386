import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeTrip, TripListAnswer } from '@portal/contracts/trips';
import { createReservation } from '@portal/db/factories/reservations';
import { createWalletOffer } from '@portal/db/factories/wallet';
import { addDays } from '@portal/domain/iso-date';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';
import { TODAY } from './support/purchase-flow.ts';

// The trips list and details: tabs by trip time state, paging, the order of compareTrips, payments, privacy. The
// seeded trips of primary@demo.test (docs/demo-data.md) and factory trips of a fresh user.

let t: TestApp;
let primary: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ demoData: { listings: 20, today: TODAY } });
  primary = await t.signIn('primary@demo.test', 'travel-demo');
});
afterAll(async () => {
  await t?.close();
});

async function list(s: SignedIn, body: object = {}) {
  const res = await t.request('PUT', '/api/v0/itinerary/list', { session: s, body });
  expect(res.statusCode, res.body).toBe(200);
  return TripListAnswer.parse(res.json());
}

const codes = (answer: { homes: HomeTrip[] }) => answer.homes.map((h) => h.id.value);

describe('the demo trips of primary@demo.test', () => {
  it('lists every trip by its dates, the stay in progress first, 10 to a page', async () => {
    const first = await list(primary);
    // 14 stays and 2 flight trips (seed/demo-flights.ts, T+40 cancelled and T+75): the flights take two places
    // of the first page, between the T+21 and T+95 stays.
    expect(first.total).toBe(16);
    expect(first.homes).toHaveLength(8);
    const second = await list(primary, { page: { offset: 10, limit: 10 } });
    expect(second.homes).toHaveLength(6);
    const all = [...first.homes, ...second.homes];
    // In progress (T-2), then ahead by check-in with the cancelled T+110 stay among them, then behind, latest first.
    expect(codes({ homes: all })).toEqual(
      [6, 4, 5, 7, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14].map((n) => `H-TRIP${String(n).padStart(4, '0')}`),
    );
  });

  it('orders Upcoming by check-in with the stay in progress first, and Past by dates, latest first', async () => {
    const upcoming = await list(primary, { tab: 'Upcoming', page: { offset: 0, limit: 50 } });
    expect(codes(upcoming)).toEqual([
      'H-TRIP0006',
      'H-TRIP0004',
      'H-TRIP0005',
      'H-TRIP0001',
      'H-TRIP0002',
      'H-TRIP0003',
    ]);
    const past = await list(primary, { tab: 'Past', page: { offset: 0, limit: 50 } });
    expect(codes(past)).toEqual(
      [7, 8, 9, 10, 11, 12, 13, 14].map((n) => `H-TRIP${String(n).padStart(4, '0')}`),
    );
    expect(past.homes[0]).toMatchObject({ tripKind: 'Home', status: 'Cancelled', timeState: 'Canceled' });
  });

  it('splits upcoming (future and in progress) from past (ended or cancelled)', async () => {
    const upcoming = await list(primary, { tab: 'Upcoming', page: { offset: 0, limit: 50 } });
    expect(codes(upcoming).sort()).toEqual([
      'H-TRIP0001',
      'H-TRIP0002',
      'H-TRIP0003',
      'H-TRIP0004',
      'H-TRIP0005',
      'H-TRIP0006',
    ]);
    expect(upcoming.homes.find((h) => h.id.value === 'H-TRIP0006')?.timeState).toBe('Present');
    expect(upcoming.homes.filter((h) => h.timeState === 'Future')).toHaveLength(5);
    const past = await list(primary, { tab: 'Past', page: { offset: 0, limit: 50 } });
    // The 8 past stays and the cancelled flight trip H-TRIP0016.
    expect(past.total).toBe(9);
    const cancelled = past.homes.find((h) => h.id.value === 'H-TRIP0007');
    expect(cancelled).toMatchObject({ status: 'Cancelled', timeState: 'Canceled' });
    expect(cancelled?.refunds).toHaveLength(1);
    expect(cancelled?.refundTotal).toEqual(cancelled?.total);
    expect(past.homes.filter((h) => h.timeState === 'Past')).toHaveLength(7);
    const offers = await list(primary, { tab: 'WithOffers' });
    expect(codes(offers)).toEqual(['H-TRIP0003']);
  });

  it('carries the payments, the booked price and the full address', async () => {
    const res = await t.request('GET', '/api/v0/itinerary/homes/H-TRIP0002', { session: primary });
    expect(res.statusCode, res.body).toBe(200);
    const trip = HomeTrip.parse(res.json().trip);
    expect(trip.confirmationCode).toBe('H-TRIP0002');
    expect(trip.payments.map((p) => p.kind)).toEqual(['Rewards', 'UserCard']);
    expect(trip.payments[0]).toMatchObject({
      amount: { value: 300 },
      rewards: { value: 30_000, currency: 'Miles' },
      accountName: 'Venture X',
    });
    expect(trip.payments[1]).toMatchObject({ cardLastFour: '1234', accountName: 'Venture X' });
    const paid = trip.payments.reduce((sum, p) => sum + Math.round(p.amount.value * 100), 0);
    expect(paid).toBe(Math.round(trip.total.value * 100));
    const { price } = trip;
    expect(price.nights).toBe(3);
    expect(
      Math.round(price.rent.value * 100) +
        Math.round(price.feesTotal.value * 100) +
        Math.round(price.taxes.value * 100),
    ).toBe(Math.round(trip.total.value * 100));
    expect(trip.listing.content.location.address.kind).toBe('Full');
    expect(trip.listing.content.location.address.line1).toBeTruthy();
    expect(trip.refunds).toEqual([]);
    const offer = await t.request('GET', '/api/v0/itinerary/homes/H-TRIP0003', { session: primary });
    expect(offer.json().trip.payments[0]).toMatchObject({
      kind: 'TravelWalletOffer',
      offerDescription: '$40 off a vacation rental',
      amount: { value: 40 },
    });
  });

  it('quotes the demo policies as documented', async () => {
    const quote = async (code: string) =>
      (
        await t.request('POST', '/api/v0/homes/cancel/quote', {
          session: primary,
          body: { reservationId: code },
        })
      ).json();
    expect(await quote('H-TRIP0001')).toMatchObject({ refundKind: 'Full' });
    expect(await quote('H-TRIP0004')).toMatchObject({ refundKind: 'Partial' });
    expect(await quote('H-TRIP0005')).toMatchObject({ refundKind: 'None', refund: { fiat: { value: 0 } } });
    expect(await quote('H-TRIP0006')).toMatchObject({ reason: 'PastStay' });
    expect(await quote('H-TRIP0007')).toMatchObject({ reason: 'AlreadyCancelled' });
    expect(await quote('H-TRIP0011')).toMatchObject({ reason: 'PastStay' });
  });
});

describe('a fresh user', () => {
  it('has no trips, and the answer has a key for every product line (api.md "Every product line")', async () => {
    const s = await t.signedInUser();
    expect(await list(s, { tab: 'Upcoming' })).toEqual({
      homes: [],
      hotels: [],
      flights: [],
      cars: [],
      experiences: [],
      packages: [],
      total: 0,
    });
  });

  it('sees a stay in progress as upcoming until its checkout day, then as past', async () => {
    const s = await t.signedInUser();
    await createReservation(t.db, s.user.id, {
      listingId: 'vr-demo-lifestyle',
      from: addDays(TODAY, -2),
      until: addDays(TODAY, 1),
      hold: false,
    });
    expect((await list(s, { tab: 'Upcoming' })).homes[0]?.timeState).toBe('Present');
    t.clock.set(`${addDays(TODAY, 1)}T12:00:00Z`);
    try {
      const again = await t.signIn(s.user.email, s.user.password);
      expect((await list(again, { tab: 'Upcoming' })).total).toBe(0);
      expect((await list(again, { tab: 'Past' })).homes[0]?.timeState).toBe('Past');
    } finally {
      t.clock.set(`${TODAY}T12:00:00Z`);
    }
  });

  it('pages by offset and limit in check-in order (not booking order), with the tab total', async () => {
    const s = await t.signedInUser();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { reservation } = await createReservation(t.db, s.user.id, {
        listingId: 'vr-demo-lifestyle',
        from: addDays(TODAY, 42 - i * 3),
        until: addDays(TODAY, 44 - i * 3),
        hold: false,
        createdAt: new Date(Date.parse('2025-05-01T00:00:00Z') + i * 3_600_000),
      });
      made.push(reservation.confirmationCode);
    }
    // Booked in check-in order reversed: the later a stay, the sooner it was booked.
    const byCheckIn = [...made].reverse();
    const page = await list(s, { tab: 'Upcoming', page: { offset: 1, limit: 2 } });
    expect(page.total).toBe(5);
    expect(codes(page)).toEqual(byCheckIn.slice(1, 3));
    expect(codes(await list(s, { page: { offset: 4, limit: 2 } }))).toEqual(byCheckIn.slice(4));
    expect(codes(await list(s, { page: { offset: 10, limit: 2 } }))).toEqual([]);
  });

  it('lists a trip paid in part with an offer under WithOffers', async () => {
    const s = await t.signedInUser();
    const offer = await createWalletOffer(t.db, s.user.id, {
      expiresAt: new Date('2026-01-01T00:00:00Z'),
      status: 'Used',
    });
    const { reservation } = await createReservation(t.db, s.user.id, {
      listingId: 'vr-demo-lifestyle',
      from: addDays(TODAY, -40),
      until: addDays(TODAY, -38),
      hold: false,
      payments: [
        { kind: 'TravelWalletOffer', amountMinor: 5_000, walletOfferId: offer.id },
        { kind: 'UserCard', amountMinor: 56_000, providerReference: 'ch_sim_x' },
      ],
    });
    expect(codes(await list(s, { tab: 'WithOffers' }))).toEqual([reservation.confirmationCode]);
    expect(codes(await list(s, { tab: 'Past' }))).toEqual([reservation.confirmationCode]);
  });

  it("never sees another user's trip: 404 exactly like an unknown code", async () => {
    const s = await t.signedInUser();
    const res = await t.request('GET', '/api/v0/itinerary/homes/H-TRIP0001', { session: s });
    expect(res.statusCode).toBe(404);
    const unknown = await t.request('GET', '/api/v0/itinerary/homes/H-NOPE0000', { session: s });
    expect(unknown.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
    expect((await list(s)).total).toBe(0);
  });

  it('rejects a bad tab or page with 400', async () => {
    const s = await t.signedInUser();
    for (const body of [
      { tab: 'Watched' },
      { page: { offset: -1, limit: 10 } },
      { page: { offset: 0, limit: 51 } },
    ]) {
      const res = await t.request('PUT', '/api/v0/itinerary/list', { session: s, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(40000);
    }
  });
});
