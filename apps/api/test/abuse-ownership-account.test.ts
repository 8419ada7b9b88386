import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, OwnershipWorld } from './support/ownership-world.ts';

// Issue 6 "Abuse", the account's things: user B (or another company's admin) holding user A's traveler, card,
// rewards account and flight watch ids can neither read nor change them: B gets 404 (or the route's documented
// refusal), and A reads the same data afterwards. A's bookings: abuse-ownership.test.ts.

let w: OwnershipWorld;
beforeAll(async () => {
  w = await OwnershipWorld.create();
});
afterAll(async () => {
  await w?.t.close();
});

describe('user B with user A’s account ids', () => {
  it.each([
    ['B', () => w.b],
    ['a corporate admin with canViewUsers', () => w.corporateAdmin],
  ])('%s cannot read, change, hide or delete A’s traveler', async (_who, who) => {
    w.attacker = who();
    const before = await w.snapshotOfA();
    const person = {
      id: w.a.travelerId,
      givenName: 'Mallory',
      surname: 'B',
      gender: 'F',
      dateOfBirth: '1990-01-01',
    };
    await w.attack('PUT /api/v0/travelers/update', { body: { person } });
    await w.attack('POST /api/v0/travelers/delete', { body: { personId: w.a.travelerId } });
    await w.attack('PUT /api/v0/passengers', { body: person });
    // A new traveler saved for A's user (a company user's placeholder) is refused outside B's company.
    const { id: _id, ...newPerson } = person;
    await w.attack('PUT /api/v0/passengers', { body: { ...newPerson, linkedDEUserId: w.a.userId } });
    // hide / show / default: 404 for another's traveler, or 409 for a consumer (corporate only).
    for (const action of ['assign_default', 'hide', 'show']) {
      await w.attack(
        `PUT /api/v0/passengers/${action}`,
        { body: { travelerId: w.a.travelerId } },
        [404, 409],
      );
    }
    w.attacker = w.b;
    expect(await w.snapshotOfA()).toEqual(before);
  });

  it('cannot read or delete A’s saved card, nor value A’s rewards account', async () => {
    const before = await w.snapshotOfA();
    await w.attack('POST /api/v0/payment-methods/get', { body: { paymentId: w.a.paymentId } });
    await w.attack('POST /api/v0/payment-methods/delete', { body: { paymentId: w.a.paymentId } });
    await w.attack('PUT /api/v0/rewards/convert/productToEarn', {
      body: { account: w.a.rewardsRef, travelProduct: 'Homes', amountUsd: 100 },
    });
    await w.attack('PUT /api/v0/rewards/convert/redeem/rewardsToUsd', {
      body: { rewardsAmount: 1000, accountReferenceId: w.a.rewardsRef },
    });
    expect(await w.snapshotOfA()).toEqual(before);
  });

  it('cannot see or stop A’s flight watch', async () => {
    const search = {
      tripType: 'one_way',
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2025-07-10' }],
      passengers: { adultsCount: 1 },
    };
    const created = await w.t.request('POST', '/api/v0/flights/watch/create', {
      session: w.a,
      body: { search },
    });
    expect(created.statusCode, created.body).toBe(200);
    const watchId = created.json().watch.watchId as string;
    await w.attack('POST /api/v0/flights/watch/delete', { body: { watchId } });
    const seenByB = await w.t.request('PUT', '/api/v0/flights/watch/list', { session: w.b, body: {} });
    expect(seenByB.json().watches).toEqual([]);
    const seenByA = await w.t.request('PUT', '/api/v0/flights/watch/list', { session: w.a, body: {} });
    expect(seenByA.json().watches.map((w: { watchId: string }) => w.watchId)).toEqual([watchId]);
  });

  it('attacks every account route abuse-ownership.test.ts leaves to it', () => {
    expect([...w.covered].sort()).toEqual([...ACCOUNT_ROUTES].sort());
  });
});
