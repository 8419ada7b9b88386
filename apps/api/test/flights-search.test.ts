import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightSearchAnswer } from '@portal/contracts/flights';
import { createFakeFlightSupply, flightProviders, UNSERVED } from './support/flights-fake.ts';
import { addAccount } from './support/rewards-accounts.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

// TEST_NOW is 2025-06-02: the booking window runs to 2026-04-29 (331 days).
let t: TestApp;
let session: SignedIn;
let miles: string;
let cash: string;

beforeAll(async () => {
  t = await createTestApp({ providers: flightProviders(createFakeFlightSupply()) });
  const signed = await t.signedInUser();
  session = signed;
  miles = await addAccount(t, { userId: signed.user.id, currency: 'Miles', currencyDescription: 'miles' });
  cash = await addAccount(t, { userId: signed.user.id, currency: 'Cash', currencyDescription: 'cash back' });
});
afterAll(async () => {
  await t?.close();
});

const passengers = { adultsCount: 2, childAges: [9], lapInfantsCount: 1, seatedInfantsCount: 0 };
const slice = (origin: string, destination: string, departureDate: string) => ({
  origin,
  destination,
  departureDate,
});
const search = (body: Record<string, unknown>, as: SignedIn | undefined = session) =>
  t.request('POST', '/api/v0/flights/search', { session: as, body: { passengers, ...body } });

type Fields = { code: number; message: string; fields: { field: string; message: string }[] };

describe('POST /flights/search: the search rules answer 400 with the rule', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a past date',
      { tripType: 'one_way', slices: [slice('JFK', 'LAX', '2025-06-01')] },
      'slices.0.departureDate',
      'The departure date has passed: choose today or later',
    ],
    [
      'past the 331-day window',
      { tripType: 'one_way', slices: [slice('JFK', 'LAX', '2026-04-30')] },
      'slices.0.departureDate',
      'Flights can be searched up to 331 days ahead (until 2026-04-29)',
    ],
    [
      'the same airport at both ends',
      { tripType: 'one_way', slices: [slice('LAX', 'LAX', '2025-07-01')] },
      'slices.0.destination',
      'The destination must differ from the origin',
    ],
    [
      'an airport the supplier does not know',
      { tripType: 'one_way', slices: [slice('JFK', 'QQQ', '2025-07-01')] },
      'slices.0.destination',
      'QQQ is not an airport we sell flights from or to',
    ],
    [
      'a round trip that does not return',
      {
        tripType: 'round_trip',
        slices: [slice('JFK', 'LAX', '2025-07-01'), slice('SFO', 'JFK', '2025-07-08')],
      },
      'slices.1',
      'A round trip returns from LAX to JFK; choose open jaw or multi-city otherwise',
    ],
    [
      'slices out of date order',
      {
        tripType: 'multi_city',
        slices: [slice('JFK', 'LAX', '2025-07-05'), slice('LAX', 'SFO', '2025-07-01')],
      },
      'slices.1.departureDate',
      'Flight 2 departs before flight 1: list the flights in date order',
    ],
    [
      'one way with two slices',
      { tripType: 'one_way', slices: [slice('JFK', 'LAX', '2025-07-01'), slice('LAX', 'JFK', '2025-07-03')] },
      'slices',
      'A one-way trip has exactly one flight',
    ],
    [
      'ten passengers',
      {
        tripType: 'one_way',
        slices: [slice('JFK', 'LAX', '2025-07-01')],
        passengers: { adultsCount: 6, childAges: [3, 4, 5], lapInfantsCount: 1 },
      },
      'passengers',
      'At most 9 passengers on one booking, lap infants included',
    ],
    [
      'more lap infants than adults',
      {
        tripType: 'one_way',
        slices: [slice('JFK', 'LAX', '2025-07-01')],
        passengers: { adultsCount: 1, lapInfantsCount: 2 },
      },
      'passengers.lapInfantsCount',
      'Each lap infant needs an adult: no more lap infants than adults',
    ],
  ])('%s', async (_name, body, field, message) => {
    const res = await search(body);
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json<Fields>();
    expect(answer.code).toBe(40000);
    expect(answer.message).toBe(message);
    expect(answer.fields).toContainEqual({ field, message });
  });

  it('refuses what the contract refuses (a bad code, six slices) and answers 401 without a session', async () => {
    const bad = await search({ tripType: 'one_way', slices: [slice('JF1', 'LAX', '2025-07-01')] });
    expect(bad.statusCode).toBe(400);
    const six = Array.from({ length: 6 }, (_, i) => slice('JFK', 'LAX', `2025-07-0${i + 1}`));
    expect((await search({ tripType: 'multi_city', slices: six })).statusCode).toBe(400);
    const anonymous = await t.request('POST', '/api/v0/flights/search', {
      body: { tripType: 'one_way', slices: [slice('JFK', 'LAX', '2025-07-01')], passengers },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /flights/search: answers', () => {
  it('a one-way: segments in local and zoned times, layovers, self-transfers, fares per adult and in total', async () => {
    const res = await search({ tripType: 'one_way', slices: [slice('jfk', 'LAX', '2025-07-01')] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<FlightSearchAnswer>();
    expect(answer.tripType).toBe('one_way');
    expect(answer.slices).toHaveLength(1);
    const [only] = answer.slices;
    expect(only).toMatchObject({ origin: 'JFK', destination: 'LAX', departureDate: '2025-07-01' });
    const bySlice = new Map(
      only!.options.map((o) => [o.segments.map((s) => s.marketingAirline.code).join('+'), o]),
    );
    const nonstop = bySlice.get('AA')!;
    expect(nonstop.stops).toBe(0);
    expect(nonstop.segments[0]).toMatchObject({
      origin: { locationCode: 'JFK' },
      destination: { locationCode: 'LAX' },
      marketingAirline: { code: 'AA', flightNumber: '100' },
      operatingAirline: { code: 'AA', flightNumber: '100' },
      // 08:00 UTC is 04:00 in New York in July (EDT, UTC-4).
      scheduledDeparture: '2025-07-01T04:00',
      zonedScheduledDeparture: '2025-07-01T04:00-04:00',
      stopoverDurationMinutes: 0,
      isSelfTransferLayover: false,
      stops: 0,
    });
    for (const option of only!.options) {
      for (const s of option.segments) {
        // The zoned forms are the same instants: their difference is the segment's duration.
        expect(Date.parse(s.zonedScheduledArrival) - Date.parse(s.zonedScheduledDeparture)).toBe(
          s.durationMinutes * 60_000,
        );
        expect(s.scheduledArrival).toBe(s.zonedScheduledArrival.slice(0, 16));
      }
      const first = option.segments[0]!;
      const last = option.segments.at(-1)!;
      expect(Date.parse(last.zonedScheduledArrival) - Date.parse(first.zonedScheduledDeparture)).toBe(
        option.durationMinutes * 60_000,
      );
    }
    const hub = bySlice.get('UA+UA')!;
    expect(hub.stops).toBe(1);
    expect(hub.multiTicketType).toBe('single');
    expect(hub.segments.map((s) => s.stopoverDurationMinutes)).toEqual([75, 0]);
    const selfTransfer = bySlice.get('NK+B6')!;
    expect(selfTransfer.multiTicketType).toBe('virtualInterline');
    expect(selfTransfer.segments.map((s) => s.isSelfTransferLayover)).toEqual([true, false]);
    expect(selfTransfer.segments.map((s) => s.stopoverDurationMinutes)).toEqual([180, 0]);

    // Fares: lowest shelf first; amount per adult, total for 2 adults, a child and a lap infant (10%).
    expect(nonstop.fares.map((f) => f.fareShelf)).toEqual([
      { rating: 0, shortBrandName: 'Basic Economy' },
      { rating: 1, shortBrandName: 'Main Cabin' },
      { rating: 2, shortBrandName: 'Main Cabin Extra' },
    ]);
    const basic = nonstop.fares[0]!;
    expect(basic.amount.fiat).toEqual({ value: 300, currencyCode: 'USD', currencySymbol: '$' });
    expect(basic.total.fiat.value).toBe(930);
    // Restrictions and includes lines are the fare's brand, named once in fareBrands.
    const brandOf = (fare: { brandId: string }) => answer.fareBrands[fare.brandId]!;
    expect(brandOf(basic).restrictions.penaltiesInfo).toEqual({
      kind: 'known',
      cancelPenalty: { kind: 'NotPossible' },
      changePenalty: { kind: 'NotPossible' },
    });
    expect(brandOf(nonstop.fares[1]!).restrictions.penaltiesInfo).toMatchObject({
      cancelPenalty: { kind: 'WithFee', amount: { value: 99, currencyCode: 'USD', currencySymbol: '$' } },
    });
    const named = only!.options.flatMap((o) => o.fares.map((f) => f.brandId));
    expect(Object.keys(answer.fareBrands).sort()).toEqual([...new Set(named)].sort());
    const texts = Object.values(answer.fareBrands).map((b) => JSON.stringify(b));
    expect(new Set(texts).size).toBe(texts.length); // each brand once
    // Prices in each rewards account of the session, keyed by account (spec §3).
    expect(basic.amount.rewards).toEqual({
      [miles]: { value: 30_000, currency: 'Miles', currencyDescription: 'miles' },
      [cash]: { value: 300, currency: 'Cash', currencyDescription: 'cash back' },
    });
    expect(basic.total.rewards[miles]?.value).toBe(93_000);

    // The dictionaries name every airport and airline of the options, and only those.
    expect(Object.keys(answer.airports).sort()).toEqual(['DEN', 'JFK', 'LAX', 'ORD']);
    expect(Object.keys(answer.airlines).sort()).toEqual(['AA', 'B6', 'NK', 'UA']);
    expect(answer.airlines.NK).toEqual({ code: 'NK', name: 'Spirit Airlines', lowCost: true });
    expect(answer.airports.LAX?.timeZone).toBe('America/Los_Angeles');
  });

  it('a session without rewards accounts sees fiat only', async () => {
    const other = await t.signedInUser();
    const res = await search({ tripType: 'one_way', slices: [slice('JFK', 'LAX', '2025-07-01')] }, other);
    const fare = res.json<FlightSearchAnswer>().slices[0]!.options[0]!.fares[0]!;
    expect(fare.amount.rewards).toEqual({});
  });

  it('a round trip and a 3-slice multi-city answer one list per slice, in request order', async () => {
    const round = await search({
      tripType: 'round_trip',
      slices: [slice('JFK', 'LHR', '2025-07-01'), slice('LHR', 'JFK', '2025-07-10')],
    });
    expect(round.statusCode, round.body).toBe(200);
    const r = round.json<FlightSearchAnswer>();
    expect(r.slices.map((s) => `${s.origin}-${s.destination}`)).toEqual(['JFK-LHR', 'LHR-JFK']);
    expect(r.slices.every((s) => s.options.length === 3)).toBe(true);

    const multi = await search({
      tripType: 'multi_city',
      slices: [
        slice('SFO', 'NRT', '2025-07-01'),
        slice('NRT', 'SYD', '2025-07-05'),
        slice('SYD', 'LAX', '2025-07-12'),
      ],
    });
    expect(multi.statusCode, multi.body).toBe(200);
    const m = multi.json<FlightSearchAnswer>();
    expect(m.tripType).toBe('multi_city');
    expect(m.slices.map((s) => s.departureDate)).toEqual(['2025-07-01', '2025-07-05', '2025-07-12']);
    for (const s of m.slices) {
      for (const option of s.options) {
        expect(option.segments[0]?.origin.locationCode).toBe(s.origin);
        expect(option.segments.at(-1)?.destination.locationCode).toBe(s.destination);
        const firstDay = option.segments[0]!.scheduledDeparture.slice(0, 10);
        for (const seg of option.segments) {
          // plusDays: the arrival's local date after the slice's first local departure date.
          const days = (Date.parse(seg.scheduledArrival.slice(0, 10)) - Date.parse(firstDay)) / 86_400_000;
          expect(seg.plusDays).toBe(days);
        }
      }
    }
    // Across the date line: leaving Sydney on the 12th, landing in Los Angeles on the same local date or before.
    const back = m.slices[2]!.options.find((o) => o.stops === 0)!;
    expect(back.segments[0]!.plusDays).toBeLessThanOrEqual(0);
  });

  it('no flight on a slice answers every slice empty, with the searched airports named', async () => {
    const res = await search({ tripType: 'one_way', slices: [slice('JFK', UNSERVED, '2025-07-01')] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<FlightSearchAnswer>();
    expect(answer.slices[0]?.options).toEqual([]);
    expect(Object.keys(answer.airports).sort()).toEqual(['JFK', UNSERVED].sort());
    expect(answer.airlines).toEqual({});
  });

  it('scores each option among its slice (Best-of tags from the flags), and filters and sorts for clients', async () => {
    const all = (
      await search({ tripType: 'one_way', slices: [slice('JFK', 'LAX', '2025-07-01')] })
    ).json<FlightSearchAnswer>();
    const options = all.slices[0]!.options;
    const byAirline = (code: string) => options.find((o) => o.segments[0]!.marketingAirline.code === code)!;
    // The NK+B6 self-transfer is the cheapest; exactly one option holds each flag.
    expect(byAirline('NK').fareScore.isCheapest).toBe(true);
    expect(byAirline('NK').bestOfTags).toContain('Best Price');
    for (const flag of ['isCheapest', 'isFastest', 'isBest', 'isBestQuality'] as const) {
      expect(options.filter((o) => o.fareScore[flag])).toHaveLength(1);
    }
    for (const o of options) {
      expect(o.bestOfTags.includes('Fastest')).toBe(o.fareScore.isFastest);
      expect(o.bestOfTags.includes('Best Overall')).toBe(o.fareScore.isBest);
    }

    const filtered = await search({
      tripType: 'one_way',
      slices: [slice('JFK', 'LAX', '2025-07-01')],
      sort: 'price',
      filters: { flight: ['NoLCC'], stops: 'oneOrLess' },
    });
    const kept = filtered.json<FlightSearchAnswer>().slices[0]!.options;
    // NoLCC drops the Spirit option; the rest come cheapest first, keeping the scores of the whole slice.
    expect(kept.map((o) => o.segments.map((s) => s.marketingAirline.code).join('+'))).toEqual([
      'UA+UA',
      'AA',
    ]);
    expect(kept.some((o) => o.fareScore.isCheapest)).toBe(false);
    const nonstop = await search({
      tripType: 'one_way',
      slices: [slice('JFK', 'LAX', '2025-07-01')],
      filters: { stops: 'none', price: { max: 250 } },
    });
    expect(nonstop.json<FlightSearchAnswer>().slices[0]!.options).toEqual([]);
    expect(Object.keys(nonstop.json<FlightSearchAnswer>().airlines)).toEqual([]);
  });
});
