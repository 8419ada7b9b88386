/**
 * A buyer's client over HTTP, as the web app drives checkout: sign in, (flight search,) quote schedule and poll, addMainGuest,
 * fulfil schedule and poll until the answer is no longer Pending. Servers may die or restart under it: a
 * refused or dropped connection is retried (a real client retries its polls), every 5xx is recorded.
 */
import type { FulfilPollAnswer, QuotePollAnswer } from '@portal/contracts/purchase';
import type { Buyer } from './databases.ts';
import { wait } from './api-process.ts';
import { fiat, quoteRequest, type Product, type Stay } from './quote-requests.ts';

export type { FlightPick, HotelPick, Product, Stay } from './quote-requests.ts';

export type Step =
  | 'signin'
  | 'flight-search'
  | 'quote-schedule'
  | 'quote-poll'
  | 'add-main-guest'
  | 'fulfil-schedule'
  | 'fulfil-poll';

/** One fare of a searched slice option, as flights/search shows it. */
export type SearchedFare = {
  fareId: string;
  fareShelf: { rating: number };
  cabinClassName: string;
  seatsLeft: number;
};
export type SearchedOption = { sliceId: string; segments: unknown[]; fares: SearchedFare[] };

/** Card only; card and miles (Split); card and travel credit. */
export type PaymentKind = 'card' | 'split' | 'credit';

export type Outcome =
  | { kind: 'Success'; confirmation: string; quoteToken: string; fulfilToken: string }
  | { kind: 'Failure'; stage: 'quote' | 'fulfil'; error: string; code: string; message: string }
  /** Scheduled and left unpolled (a client that went away). */
  | { kind: 'Scheduled'; fulfilToken: string };

type Answer = { status: number; json: unknown; text: string };

/** Split payments redeem this many miles (1 mile = 1 cent) and charge the card the rest. */
const SPLIT_MILES = 5_000;
/** Credit payments spend this much travel credit and charge the card the rest. */
const CREDIT_MINOR = 2_500;

export class BookingClient {
  /** Every 5xx answer as "step status body", so a test can assert there were none. */
  readonly serverErrors: string[] = [];
  /** Requests retried after a refused or dropped connection. */
  retries = 0;
  /** Answers received (any status): how far the buyers have got, for a test that acts in step with them. */
  answered = 0;

  constructor(
    /** The port a step goes to; two-process tests alternate. */
    private readonly route: (step: Step) => number,
    private readonly deadline: number,
  ) {}

  private async send(step: Step, path: string, body: unknown, buyer?: Buyer): Promise<Answer> {
    for (;;) {
      if (Date.now() > this.deadline)
        throw new Error(`${buyer?.email ?? ''} ${step}: client deadline passed`);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (buyer?.token) headers.authorization = `Bearer ${buyer.token}`;
      if (buyer?.csrf) headers['h-csrf-token'] = buyer.csrf;
      try {
        const res = await fetch(`http://127.0.0.1:${this.route(step)}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        this.answered += 1;
        if (res.status >= 500) {
          this.serverErrors.push(`${step} ${res.status} ${text.slice(0, 300)}`);
          await wait(200);
          continue;
        }
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          // Reported through `text`.
        }
        return { status: res.status, json, text };
      } catch {
        // Connection refused or reset: the server is down or restarting.
        this.retries += 1;
        await wait(100 + Math.floor(Math.random() * 150));
      }
    }
  }

  private async ok<T>(step: Step, path: string, body: unknown, buyer?: Buyer): Promise<T> {
    const res = await this.send(step, path, body, buyer);
    if (res.status !== 200) throw new Error(`${step} ${path}: HTTP ${res.status} ${res.text.slice(0, 300)}`);
    return res.json as T;
  }

  /** A code whose exchange died with the server is spent: sign in again from the start. */
  async signIn(buyer: Buyer): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const { code } = await this.ok<{ code: string }>('signin', '/api/v0/auth/signin', {
        email: buyer.email,
        password: buyer.password,
      });
      const login = await this.send('signin', '/api/v0/auth/login/code', { code });
      if (login.status === 200) {
        const session = login.json as { token: string; csrfToken: string };
        buyer.token = session.token;
        buyer.csrf = session.csrfToken;
        return;
      }
      if (attempt >= 5) throw new Error(`sign-in of ${buyer.email}: HTTP ${login.status} ${login.text}`);
    }
  }

  /** A one-way, one-adult economy search of the route on the date: the slice's options with their fares. */
  async searchFlights(
    buyer: Buyer,
    slice: { origin: string; destination: string; departureDate: string },
  ): Promise<SearchedOption[]> {
    const answer = await this.ok<{ slices: { options: SearchedOption[] }[] }>(
      'flight-search',
      '/api/v0/flights/search',
      {
        tripType: 'one_way',
        slices: [slice],
        passengers: { adultsCount: 1, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 },
        cabin: 'Economy',
      },
      buyer,
    );
    return answer.slices[0]?.options ?? [];
  }

  async pollFulfil(buyer: Buyer, fulfilToken: string): Promise<FulfilPollAnswer> {
    return this.ok<FulfilPollAnswer>(
      'fulfil-poll',
      '/api/v0/purchase/fulfill/poll',
      { value: fulfilToken },
      buyer,
    );
  }

  /** One whole booking of a listing, a hotel room or a flight; `poll: false` stops after scheduling the fulfilment. */
  async book(
    buyer: Buyer,
    product: Product,
    stay: Stay,
    payment: PaymentKind,
    opts: { poll?: boolean } = {},
  ): Promise<Outcome> {
    const { value: quoteToken } = await this.ok<{ value: string }>(
      'quote-schedule',
      '/api/v0/purchase/quote/schedule',
      { emailAddress: buyer.email, request: quoteRequest(product, stay, buyer) },
      buyer,
    );
    let quote: QuotePollAnswer;
    for (;;) {
      quote = await this.ok<QuotePollAnswer>(
        'quote-poll',
        '/api/v0/purchase/quote/poll',
        { value: quoteToken },
        buyer,
      );
      if (quote.QuoteResponse !== 'Pending') break;
      await wait(100);
    }
    const priced = quote.quote?.value;
    if (quote.QuoteResponse !== 'Success' || !priced) {
      const error = quote.errors?.[0];
      return {
        kind: 'Failure',
        stage: 'quote',
        error: error?.Error ?? '',
        code: error?.code ?? '',
        message: error?.value ?? '',
      };
    }
    await this.ok(
      'add-main-guest',
      '/api/v0/homes/addMainGuest',
      {
        emailAddress: buyer.email,
        mainGuest: {
          givenName: 'Fault',
          surname: 'Buyer',
          phoneNumber: '2025550123',
          dateOfBirth: '1985-04-12',
        },
        orderedProductId: priced.orderedProductId,
        paymentSessionToken: priced.paymentSessionToken,
      },
      buyer,
    );
    // A hotel or flight booking charges what is due now (for a hotel's pay-now rate and a flight, the whole
    // trip); a rental its trip total.
    const due =
      quote.quote?.type === 'Hotels' || quote.quote?.type === 'Flights'
        ? quote.quote.value.dueNow
        : priced.tripTotal;
    const totalMinor = Math.round(due.fiat.value * 100);
    const cardPart = (minor: number) => ({ paymentId: buyer.cardId, paymentAmount: fiat(minor) });
    const payments =
      payment === 'split'
        ? [
            {
              type: 'Split',
              value: {
                userCard: cardPart(totalMinor - SPLIT_MILES),
                rewards: {
                  rewardsAccountId: buyer.rewardsAccountId,
                  rewardsAmount: SPLIT_MILES,
                  fiatValue: fiat(SPLIT_MILES),
                },
              },
            },
          ]
        : payment === 'credit'
          ? [
              { type: 'TravelWalletCredit', value: { paymentAmount: fiat(CREDIT_MINOR) } },
              { type: 'UserCard', value: cardPart(totalMinor - CREDIT_MINOR) },
            ]
          : [{ type: 'UserCard', value: cardPart(totalMinor) }];
    const { value: fulfilToken } = await this.ok<{ value: string }>(
      'fulfil-schedule',
      '/api/v0/purchase/fulfill/schedule',
      { quoteToken: { value: quoteToken }, payments, ancillaries: [] },
      buyer,
    );
    if (opts.poll === false) return { kind: 'Scheduled', fulfilToken };
    for (;;) {
      const answer = await this.pollFulfil(buyer, fulfilToken);
      const settled = settledOutcome(answer, quoteToken, fulfilToken);
      if (settled) return settled;
      await wait(100);
    }
  }
}

/** Success or Failure as an Outcome; null while Pending. */
export function settledOutcome(
  answer: FulfilPollAnswer,
  quoteToken: string,
  fulfilToken: string,
): Outcome | null {
  if (answer.FulfillResponse === 'Success') {
    const id = answer.fulfillment?.value.reservation.id.value;
    if (!id) throw new Error(`Success without a reservation: ${JSON.stringify(answer)}`);
    return { kind: 'Success', confirmation: id, quoteToken, fulfilToken };
  }
  if (answer.FulfillResponse === 'Failure') {
    const error = answer.errors?.[0];
    return {
      kind: 'Failure',
      stage: 'fulfil',
      error: error?.Error ?? '',
      code: error?.code ?? '',
      message: error?.value ?? '',
    };
  }
  return null;
}

/** A small seeded generator (mulberry32), so a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `work` over `items`, at most `concurrency` at a time; answers results in order. */
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
