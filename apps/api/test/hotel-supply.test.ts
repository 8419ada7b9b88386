import { describe, expect, it } from 'vitest';
import {
  HOTEL_SUPPLIER_TEST_IDS,
  VOLATILE_BUCKET_MS,
  createHotelSupplySimulator,
  PENDING_ANSWER_MS,
  rejectionForSurname,
  type HotelRateRequest,
} from '../src/providers/supply/hotel-supply.ts';

const now = new Date('2027-01-10T12:00:00Z');
const rate = (over: Partial<HotelRateRequest> = {}): HotelRateRequest => ({
  supplierId: 'sim',
  lodgingId: 'htl_test',
  roomId: 'rt_1',
  rateId: 'rp_1',
  stay: { from: '2027-02-01', until: '2027-02-03' },
  rooms: 1,
  cachedNightly: [
    { date: '2027-02-01', amountMinor: 20_000 },
    { date: '2027-02-02', amountMinor: 25_000 },
  ],
  inventory: { roomsLeft: 10, allotment: 20 },
  now,
  ...over,
});

describe('hotel supply simulator: live rates', () => {
  const supply = createHotelSupplySimulator();

  it('answers the cached rate for an ordinary hotel with rooms to spare', async () => {
    expect(await supply.liveRate(rate())).toEqual({
      kind: 'Available',
      nightly: rate().cachedNightly,
      moved: null,
    });
  });

  it('moves the rate up 12% or down 10% (whole dollars) for the test suppliers', async () => {
    const up = await supply.liveRate(rate({ supplierId: HOTEL_SUPPLIER_TEST_IDS.rateRises }));
    expect(up).toMatchObject({ kind: 'Available', moved: 'Up' });
    expect(up.kind === 'Available' && up.nightly.map((n) => n.amountMinor)).toEqual([22_400, 28_000]);
    const down = await supply.liveRate(rate({ supplierId: HOTEL_SUPPLIER_TEST_IDS.rateDrops }));
    expect(down.kind === 'Available' && down.nightly.map((n) => n.amountMinor)).toEqual([18_000, 22_500]);
  });

  it('charges 8% more for the last rooms (10% or less of the allotment left)', async () => {
    const answer = await supply.liveRate(rate({ inventory: { roomsLeft: 2, allotment: 20 } }));
    expect(answer.kind === 'Available' && answer.nightly.map((n) => n.amountMinor)).toEqual([21_600, 27_000]);
  });

  it('answers SoldOut when fewer rooms are free than asked, or for the sold-out supplier', async () => {
    expect(await supply.liveRate(rate({ rooms: 3, inventory: { roomsLeft: 2, allotment: 5 } }))).toEqual({
      kind: 'SoldOut',
    });
    expect(await supply.liveRate(rate({ supplierId: HOTEL_SUPPLIER_TEST_IDS.soldOut }))).toEqual({
      kind: 'SoldOut',
    });
  });

  it('answers RateNotAvailable for the rate-not-available supplier', async () => {
    expect(await supply.liveRate(rate({ supplierId: HOTEL_SUPPLIER_TEST_IDS.rateNotAvailable }))).toEqual({
      kind: 'RateNotAvailable',
    });
  });

  it('a volatile hotel: the same price within a bucket, and prices that move across buckets', async () => {
    const at = (ms: number) => rate({ supplierId: HOTEL_SUPPLIER_TEST_IDS.volatile, now: new Date(ms) });
    const start = Math.floor(now.getTime() / VOLATILE_BUCKET_MS) * VOLATILE_BUCKET_MS;
    expect(await supply.liveRate(at(start))).toEqual(
      await supply.liveRate(at(start + VOLATILE_BUCKET_MS - 1)),
    );
    const totals = new Set<number>();
    for (let bucket = 0; bucket < 24; bucket += 1) {
      const answer = await supply.liveRate(at(start + bucket * VOLATILE_BUCKET_MS));
      if (answer.kind === 'Available') totals.add(answer.nightly.reduce((s, n) => s + n.amountMinor, 0));
    }
    expect(totals.size).toBeGreaterThan(2);
  });
});

describe('hotel supply simulator: reservations', () => {
  const supply = createHotelSupplySimulator();
  const reserve = (surname: string, countryCode: string | null = 'US', supplierId = 'sim', at = now) =>
    supply.reserve({
      supplierId,
      lodgingId: 'htl_test',
      roomId: 'rt_1',
      rateId: 'rp_1',
      stay: { from: '2027-02-01', until: '2027-02-03' },
      rooms: 1,
      primaryGuest: { givenName: 'Ada', surname, countryCode },
      idempotencyKey: 'booking-1',
      requestedAt: now,
      now: at,
    });

  it('confirms with a code that depends on the idempotency key alone', async () => {
    const first = await reserve('Lovelace');
    expect(first).toMatchObject({ kind: 'Confirmed' });
    expect(await reserve('Lovelace')).toEqual(first);
  });

  it.each(['InvalidQuote', 'creditcarddeclined', 'Fraud', 'InsufficientFunds', 'InvalidFulfillmentInput'])(
    'refuses a guest named %s with that rejection',
    async (surname) => {
      const answer = await reserve(surname);
      expect(answer.kind).toBe('Rejected');
      expect(answer.kind === 'Rejected' && answer.rejection.toLowerCase()).toBe(surname.toLowerCase());
    },
  );

  it('refuses a guest of a refused country and the rate-not-available supplier', async () => {
    expect(await reserve('Lovelace', 'kp')).toEqual({ kind: 'Rejected', rejection: 'InvalidGuestCountry' });
    expect(await reserve('Lovelace', 'US', HOTEL_SUPPLIER_TEST_IDS.rateNotAvailable)).toEqual({
      kind: 'Rejected',
      rejection: 'RateNotAvailable',
    });
  });

  it('holds a Pending guest undecided for a while, then confirms; a NoAnswer guest never', async () => {
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(await reserve('Pending')).toEqual({ kind: 'Pending' });
    expect(await reserve('pending', 'US', 'sim', later(PENDING_ANSWER_MS - 1))).toEqual({ kind: 'Pending' });
    expect(await reserve('Pending', 'US', 'sim', later(PENDING_ANSWER_MS))).toMatchObject({
      kind: 'Confirmed',
    });
    expect(await reserve('NoAnswer', 'US', 'sim', later(24 * 3_600_000))).toEqual({ kind: 'Pending' });
  });

  it('maps only exact rejection codes', () => {
    expect(rejectionForSurname(' fraud ')).toBe('Fraud');
    expect(rejectionForSurname('Fraudster')).toBeNull();
  });
});

describe('the demo hotels sold by test suppliers', () => {
  it('use only the simulator test supplier ids, each once', async () => {
    const { DEMO_SUPPLIER_BY_HOTEL } = await import('@portal/db/seed/hotels/demo-suppliers');
    const demo = Object.values(DEMO_SUPPLIER_BY_HOTEL).sort();
    expect(demo).toEqual(Object.values(HOTEL_SUPPLIER_TEST_IDS).sort());
  });
});
