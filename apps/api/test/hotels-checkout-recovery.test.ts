// A hotel booking whose supplier could not be asked after the booking committed (the supplier errored, or the
// process died there): the booking waits PendingConfirm with its rooms held and its card authorized, the poll
// answers Pending, and the recovery sweep asks the supplier and settles it, once, however often it runs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverStaleFulfilSessions } from '../src/checkout/fulfil-recovery.ts';
import { createHotelSupplySimulator, type HotelSupply } from '../src/providers/supply/hotel-supply.ts';
import { createHotelsTestApp, type HotelsTestApp } from './support/hotels-setup.ts';
import {
  cardPayment,
  pollHotelFulfil,
  readyHotelQuote,
  scheduleHotelFulfil,
} from './support/hotels-checkout.ts';
import { count, rowsOf } from './support/purchase-flow.ts';

let t: HotelsTestApp;
/** Reservations the supplier fails (as a timeout would) before it answers normally again. */
let failures = 0;
const simulator = createHotelSupplySimulator();
const flaky: HotelSupply = {
  liveRate: (request) => simulator.liveRate(request),
  async reserve(request) {
    if (failures > 0) {
      failures -= 1;
      throw new Error('supplier timed out');
    }
    return simulator.reserve(request);
  },
};

beforeAll(async () => {
  t = await createHotelsTestApp({ providers: { hotelSupply: flaky } });
});
afterAll(async () => {
  await t?.close();
});

const statusOf = async (userId: string) =>
  rowsOf<{ status: string; charge: string }>(
    await t.db.execute(sql`select b.status, s.status as charge from bookings b
      join payment_intents i on i.booking_id = b.id
      join sim_card_payments s on s.idempotency_key = i.idempotency_key where b.user_id = ${userId}`),
  );

describe('the supplier step after a failure to ask', () => {
  it.each([
    ['Lee', 'Confirmed', 'Captured', 'Success'],
    ['Fraud', 'Failure', 'Voided', 'Failure'],
  ])('guest %s: Pending until the sweep asks, then %s (%s)', async (surname, status, charge, response) => {
    const user = await t.signedInUser();
    const ready = await readyHotelQuote(t, user, user.user.id, {
      lodgingId: 'htl_t_loop',
      from: '2025-06-15',
      until: '2025-06-17',
      surname,
    });
    failures = 1;
    const token = await scheduleHotelFulfil(t, user, ready, [cardPayment(ready.cardId, ready.dueNowMinor)]);
    expect(await pollHotelFulfil(t, user, token)).toEqual({ FulfillResponse: 'Pending' });
    expect(await statusOf(user.user.id)).toEqual([{ status: 'PendingConfirm', charge: 'Authorized' }]);
    // The stale-session sweep leaves a session waiting for its supplier alone, however old.
    t.clock.advance(10 * 60_000);
    try {
      await recoverStaleFulfilSessions(t.deps);
      await recoverStaleFulfilSessions(t.deps);
    } finally {
      t.clock.set(`2025-06-02T12:00:00Z`);
    }
    expect(await statusOf(user.user.id)).toEqual([{ status, charge }]);
    expect((await pollHotelFulfil(t, user, token)).FulfillResponse).toBe(response);
    expect(await count(t, sql`select count(*) as n from bookings where user_id = ${user.user.id}`)).toBe(1);
  });
});
