import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDuffelFlightSupply } from '../src/providers/flight-supply/duffel/duffel-flight-supply.ts';
import { duffelSdkPort } from '../src/providers/flight-supply/duffel/duffel-port.ts';
import { roundTripOffers } from './support/duffel-fixtures.ts';
import { offerRequest } from './support/duffel-offers.ts';

// The adapter over the official @duffel/api client, end to end against a local server answering Duffel's recorded
// responses (the client's basePath points at it): the paths, query, headers and body the client sends, and
// Duffel's error bodies as the supply reads them. No request leaves the machine.

const TOKEN = 'duffel_test_fixture_token';
const request = offerRequest(roundTripOffers());
const seen: { method: string; url: string; auth: string; version: string; body: unknown }[] = [];
let server: Server;
let basePath = '';

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : null;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push({
      method: req.method ?? '',
      url: `${url.pathname}${url.search}`,
      auth: String(req.headers.authorization),
      version: String(req.headers['duffel-version']),
      body: await bodyOf(req),
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const gone = {
      meta: { status: 422, request_id: 'req_gone' },
      errors: [
        {
          type: 'airline_error',
          code: 'offer_no_longer_available',
          title: 'Offer no longer available',
          message: 'The airline no longer sells this offer',
          documentation_url: 'https://duffel.com/docs/api/overview/response-handling',
        },
      ],
    };
    if (req.method === 'POST' && url.pathname.startsWith('/air/offer_requests'))
      return send(201, { data: request });
    if (req.method === 'GET' && url.pathname === '/air/offers') {
      return send(200, { data: request.offers, meta: { limit: 200, after: null, before: null } });
    }
    if (req.method === 'GET' && url.pathname === '/air/offers/off_directFlex') return send(422, gone);
    const offer = request.offers.find((o) => url.pathname === `/air/offers/${o.id}`);
    if (req.method === 'GET' && offer) return send(200, { data: offer });
    return send(404, {
      meta: { status: 404, request_id: 'req_missing' },
      errors: [
        { type: 'invalid_request_error', code: 'not_found', title: 'Not found', message: 'Not found' },
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  basePath = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reference = { airports: () => [], airlines: () => [] };
const now = new Date('2026-11-27T03:05:00Z');
const oneAdult = { adults: 1, childAges: [], lapInfants: 0, seatedInfants: 0 };

describe('duffelSdkPort (the official client against recorded Duffel answers)', () => {
  it('searches, lists after a restart, re-reads offers and reads Duffel errors', async () => {
    const port = duffelSdkPort(TOKEN, { basePath });
    const supply = createDuffelFlightSupply({ port, reference });
    const answer = await supply.search(
      {
        slices: [
          { origin: 'LHR', destination: 'JFK', departureDate: '2026-12-10' },
          { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-17' },
        ],
        passengers: oneAdult,
        cabin: 'Economy',
      },
      now,
    );
    expect(answer.kind).toBe('Found');
    const create = seen[0]!;
    expect(create.method).toBe('POST');
    expect(create.url).toBe('/air/offer_requests/?return_offers=true&supplier_timeout=10000');
    expect(create.auth).toBe(`Bearer ${TOKEN}`);
    expect(create.version).toBe('v2');
    expect(create.body).toMatchObject({
      data: { cabin_class: 'economy', passengers: [{ type: 'adult' }], max_connections: 2 },
    });
    if (answer.kind !== 'Found') return;
    const flexOut = answer.slices[0]!.find((o) => o.id === 'ZZ117-2026-12-10')!.fares.find(
      (f) => f.shortBrandName === 'Flex',
    )!;
    const flexBack = answer.slices[1]![0]!.fares.find((f) => f.shortBrandName === 'Flex')!;
    const basicOut = answer.slices[0]!.find((o) => o.id === 'ZZ117-2026-12-10')!.fares[0]!;
    const basicBack = answer.slices[1]![0]!.fares[0]!;

    // Another process (no cache): lists the search's offers, then reads the chosen one.
    const other = createDuffelFlightSupply({ port: duffelSdkPort(TOKEN, { basePath }), reference });
    expect(await other.price([basicOut.fareId, basicBack.fareId], oneAdult, now)).toMatchObject({
      kind: 'Available',
      moved: 'Up',
    });
    expect(seen.slice(1).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /air/offers?limit=200&offer_request_id=orq_0000AEdGRhtp5AUUdJqMxo',
      'GET /air/offers/off_directBasic',
    ]);
    // Duffel's 422 offer_no_longer_available through the client's DuffelError: sold out.
    expect(await supply.price([flexOut.fareId, flexBack.fareId], oneAdult, now)).toEqual({
      kind: 'SoldOut',
      fareId: flexOut.fareId,
    });
  });
});
