/**
 * The buyers' side of the booking benchmark: signs in and drives quote -> addMainGuest -> fulfil schedule ->
 * fulfil poll over HTTP against book-server.ts, as the web app does (apps/api/test/support/purchase-flow.ts).
 */
import http from 'node:http';
import type { FulfilPollAnswer, QuotePollAnswer } from '@portal/contracts/purchase';

export type Stay = { from: string; until: string };
export type Buyer = {
  email: string;
  password: string;
  cardId: string;
  /** The buyer's saved traveler: the passenger of their flight bookings. */
  travelerId: string;
  token?: string;
  csrf?: string;
};
export type Quote = { token: string; totalMinor: number };

const GUESTS = { adults: 2, children: 0, infants: 0, petsIncluded: false };

export class BenchClient {
  // One socket per concurrent buyer, kept alive, so the race opens no connections while it runs.
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  constructor(private readonly port: number) {}

  close(): void {
    this.agent.destroy();
  }

  post(path: string, body: unknown, buyer?: Buyer): Promise<{ status: number; json: unknown; text: string }> {
    const text = JSON.stringify(body);
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    };
    if (buyer?.token) headers.authorization = `Bearer ${buyer.token}`;
    if (buyer?.csrf) headers['h-csrf-token'] = buyer.csrf;
    return new Promise((resolve, reject) => {
      const req = http.request(
        { agent: this.agent, host: '127.0.0.1', port: this.port, path, method: 'POST', headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const answer = Buffer.concat(chunks).toString();
            let json: unknown = null;
            try {
              json = JSON.parse(answer);
            } catch {
              // Not JSON: the caller reports the text.
            }
            resolve({ status: res.statusCode ?? 0, json, text: answer });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(text);
    });
  }

  async ok<T>(path: string, body: unknown, buyer?: Buyer): Promise<T> {
    const res = await this.post(path, body, buyer);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text.slice(0, 300)}`);
    return res.json as T;
  }

  /** Signs in through the real endpoints (signin, then login/code) and keeps the session on the buyer. */
  async signIn(buyer: Buyer): Promise<void> {
    const { code } = await this.ok<{ code: string }>('/api/v0/auth/signin', {
      email: buyer.email,
      password: buyer.password,
    });
    const login = await this.ok<{ token: string; csrfToken: string }>('/api/v0/auth/login/code', { code });
    buyer.token = login.token;
    buyer.csrf = login.csrfToken;
  }

  /** A quote of the stay with its main guest added, ready to book; null when the quote fails (e.g. unavailable). */
  async readyQuote(buyer: Buyer, listingId: string, stay: Stay): Promise<Quote | null> {
    const { value: token } = await this.ok<{ value: string }>(
      '/api/v0/purchase/quote/schedule',
      {
        emailAddress: buyer.email,
        request: {
          type: 'Homes',
          value: {
            listingId,
            listingProviderId: 'demo',
            stayDates: stay,
            guests: GUESTS,
            seenPrice: { value: 100, currencyCode: 'USD', currencySymbol: '$' },
            listingCollection: 'NoCollection',
          },
        },
      },
      buyer,
    );
    const poll = await this.ok<QuotePollAnswer>('/api/v0/purchase/quote/poll', { value: token }, buyer);
    const quote = poll.quote?.value;
    if (poll.QuoteResponse !== 'Success' || !quote) return null;
    await this.ok(
      '/api/v0/homes/addMainGuest',
      {
        emailAddress: buyer.email,
        mainGuest: {
          givenName: 'Bench',
          surname: 'Buyer',
          phoneNumber: '2025550123',
          dateOfBirth: '1985-04-12',
        },
        orderedProductId: quote.orderedProductId,
        paymentSessionToken: quote.paymentSessionToken,
      },
      buyer,
    );
    return { token, totalMinor: Math.round(quote.tripTotal.fiat.value * 100) };
  }

  /** Schedules the booking with the buyer's saved card and polls until it is no longer Pending. */
  async book(buyer: Buyer, quote: Quote): Promise<{ outcome: string; at: number }> {
    const payments = [
      {
        type: 'UserCard',
        value: {
          paymentId: buyer.cardId,
          paymentAmount: { value: quote.totalMinor / 100, currencyCode: 'USD', currencySymbol: '$' },
        },
      },
    ];
    const { value: token } = await this.ok<{ value: string }>(
      '/api/v0/purchase/fulfill/schedule',
      { quoteToken: { value: quote.token }, payments, ancillaries: [] },
      buyer,
    );
    for (;;) {
      const poll = await this.ok<FulfilPollAnswer>('/api/v0/purchase/fulfill/poll', { value: token }, buyer);
      if (poll.FulfillResponse === 'Success') {
        // A flight counts once ticketed; Success with any other ticket state is reported as such.
        const ticket =
          poll.fulfillment?.type === 'Flights' ? poll.fulfillment.value.reservation.ticketState : 'Ticketed';
        return { outcome: ticket === 'Ticketed' ? 'Success' : `Success ${ticket}`, at: performance.now() };
      }
      if (poll.FulfillResponse === 'Failure') {
        return { outcome: poll.errors?.[0]?.Error ?? 'Failure', at: performance.now() };
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Runs `work` over `items` with at most `concurrency` at a time; answers results in order. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
