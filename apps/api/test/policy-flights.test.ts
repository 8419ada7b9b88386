// Spec §5 on flight results: each fare judged against a restrictive tier as one slice of the searched trip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightSearchAnswer } from '@portal/contracts/flights';
import {
  createBusiness,
  createMembership,
  createPolicyTier,
  samplePolicy,
} from '@portal/db/factories/corporate';
import { createFakeFlightSupply, flightProviders } from './support/flights-fake.ts';
import { createTestApp, type SignedIn, type TestApp } from './support/test-app.ts';

let t: TestApp;
let corporate: SignedIn;
let consumer: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ providers: flightProviders(createFakeFlightSupply()) });
  consumer = await t.signedInUser();
  const signed = await t.signedInUser({ tenant: 'capone-corporate' });
  const business = await createBusiness(t.db);
  // samplePolicy: economy only; short flights $400 one way, $800 round trip.
  const tier = await createPolicyTier(t.db, { businessId: business.id, policy: samplePolicy });
  await createMembership(t.db, {
    userId: signed.user.id,
    businessId: business.id,
    inUse: true,
    policyTierId: tier.id,
  });
  corporate = signed;
});
afterAll(async () => {
  await t?.close();
});

const body = (
  tripType: string,
  slices: { origin: string; destination: string; departureDate: string }[],
) => ({
  tripType,
  slices,
  passengers: { adultsCount: 1, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 },
});
const search = async (as: SignedIn, request: ReturnType<typeof body>) => {
  const res = await t.request('POST', '/api/v0/flights/search', { session: as, body: request });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FlightSearchAnswer>();
};
const faresOf = (answer: FlightSearchAnswer, i = 0) => answer.slices[i]!.options.flatMap((o) => o.fares);

describe('flight fares under a travel policy', () => {
  const oneWay = body('one_way', [{ origin: 'JFK', destination: 'LAX', departureDate: '2025-07-10' }]);

  it('judges every fare for a corporate traveler: a cabin the tier does not allow is out', async () => {
    const fares = faresOf(await search(corporate, oneWay));
    expect(fares.length).toBeGreaterThan(0);
    for (const fare of fares) {
      expect(fare.policy, fare.fareId).toBeDefined();
      if (fare.cabinClassName !== 'Economy')
        expect(fare.policy?.violations.some((v) => v.endsWith('fares are not allowed'))).toBe(true);
      const capped = fare.policy?.violations.find((v) => v.startsWith('Over the'));
      if (capped) expect(fare.amount.fiat.value).toBeGreaterThan(400);
      expect(fare.policy?.inPolicy).toBe(fare.policy?.violations.length === 0);
    }
    expect(fares.some((f) => f.policy?.inPolicy)).toBe(true);
  });

  it('judges a round trip slice against half the round-trip cap', async () => {
    const answer = await search(
      corporate,
      body('round_trip', [
        { origin: 'JFK', destination: 'LAX', departureDate: '2025-07-10' },
        { origin: 'LAX', destination: 'JFK', departureDate: '2025-07-14' },
      ]),
    );
    const fares = [...faresOf(answer, 0), ...faresOf(answer, 1)];
    expect(fares.length).toBeGreaterThan(0);
    for (const fare of fares) {
      expect(fare.policy, fare.fareId).toBeDefined();
      // "Over $400, half the $800 round-trip cap" (short) or "Over $800, half the $1,600 round-trip cap" (long).
      const capped = fare.policy?.violations.find((v) => v.includes('round-trip cap'));
      if (capped) {
        const half = Number(/^Over \$([\d,]+)/.exec(capped)![1]!.replace(',', ''));
        expect([400, 800]).toContain(half);
        expect(fare.amount.fiat.value).toBeGreaterThan(half);
      } else expect(fare.amount.fiat.value).toBeLessThanOrEqual(800);
    }
  });

  it('sends no evaluation to a consumer', async () => {
    expect(faresOf(await search(consumer, oneWay)).every((f) => f.policy === undefined)).toBe(true);
  });
});
