import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeFlightSupply, flightProviders } from './support/flights-fake.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// api.md "Every product line": the flight routes are in the OpenAPI document, secured, with an example for every
// request and answer (the examples themselves are checked against their schemas in contracts/flights.test.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ providers: flightProviders(createFakeFlightSupply()) });
});
afterAll(async () => {
  await t?.close();
});

type Body = { content: Record<string, { schema: { $ref?: string } }> };
type Op = {
  tags?: string[];
  summary?: string;
  security?: object[];
  requestBody?: Body;
  responses: Record<string, Body>;
};
type Doc = {
  paths: Record<string, Record<string, Op>>;
  components: { schemas: Record<string, { examples?: unknown[] }> };
};

describe('the flight routes in the OpenAPI document', () => {
  it('are listed with tags, a summary, a session, and an example of each request and answer', async () => {
    const doc = (await t.request('GET', '/api/docs/json')).json<Doc>();
    const examplesOf = (body: Body | undefined) => {
      const ref = body?.content['application/json']?.schema.$ref ?? '';
      return doc.components.schemas[ref.split('/').pop() ?? '']?.examples ?? [];
    };
    const routes = [
      ['post', '/api/v0/flights/search', [{ bearer: [], csrf: [] }]],
      ['post', '/api/v0/flights/review', [{ bearer: [], csrf: [] }]],
      ['get', '/api/v0/autocomplete/flights', [{ bearer: [] }]],
    ] as const;
    for (const [method, path, security] of routes) {
      const op = doc.paths[path]?.[method];
      expect(op, path).toBeDefined();
      expect(op!.tags).toEqual(['flights']);
      expect(op!.summary).toBeTruthy();
      expect(op!.security).toEqual(security);
      if (method === 'post') expect(examplesOf(op!.requestBody), path).not.toEqual([]);
      expect(examplesOf(op!.responses['200']), path).not.toEqual([]);
      expect(op!.responses).toHaveProperty('400');
    }
  });

  it('documents the flights checkout schemas of purchase/quote and purchase/fulfill with examples', async () => {
    const doc = (await t.request('GET', '/api/docs/json')).json<Doc>();
    for (const id of ['FlightsQuoteRequest', 'FlightsPriceQuote', 'FlightReservation']) {
      expect(doc.components.schemas[id]?.examples, id).not.toEqual([]);
      expect(doc.components.schemas[id]?.examples, id).toBeDefined();
    }
  });
});
