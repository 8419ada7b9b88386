/**
 * A third-party client booking a vacation rental, written from ../shared/api.md and the OpenAPI document alone:
 * it imports nothing from the portal, only `fetch`. docs/api/homes.md walks through it step by step, and the API
 * suite runs it against the real app (apps/api/test/api-walkthrough.test.ts), so this page cannot drift from the
 * server.
 *
 * Run it against a running portal: `npx tsx docs/api/book-a-home.ts http://127.0.0.1:3000`
 * (signs in as the demo's primary@demo.test, books two nights in Asheville with the saved card, then cancels).
 */

type Fiat = { value: number; currencyCode: string; currencySymbol: string };
type Price = { fiat: Fiat; rewards: Record<string, unknown> };
type Guests = { adults: number; children: number; infants: 0; petsIncluded: boolean };
type Stay = { from: string; until: string };

export type Walkthrough = {
  /** Each call made, in order, with its HTTP status: what a reader of homes.md sees happen. */
  calls: Array<{ call: string; status: number }>;
  listingId: string;
  shownTotal: Fiat;
  confirmationCode: string;
  tripsListed: boolean;
  refund: Fiat;
};

export type WalkthroughInput = {
  baseUrl: string;
  email: string;
  password: string;
  /** The search term and the stay; the defaults fit the demo data. */
  place?: string;
  stay: Stay;
};

class ApiError extends Error {}

export async function bookAHome(input: WalkthroughInput): Promise<Walkthrough> {
  const calls: Walkthrough['calls'] = [];
  let auth: { token: string; csrf: string } | null = null;

  /** One call: JSON in and out, the bearer token, and the CSRF header on every state-changing method. */
  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth) {
      headers.authorization = `Bearer ${auth.token}`;
      if (method !== 'GET') headers['h-csrf-token'] = auth.csrf;
    }
    const res = await fetch(`${input.baseUrl}/api/v0/${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    calls.push({ call: `${method} ${path.split('?')[0]}`, status: res.status });
    const answer = (await res.json()) as T & { code?: number; message?: string };
    // Every non-2xx answer is {code, message, fields?} (api.md "Conventions").
    if (!res.ok) throw new ApiError(`${method} ${path}: ${res.status} ${answer.code} ${answer.message}`);
    return answer;
  }

  /** Quote and booking are asynchronous: schedule, then poll until the answer is no longer Pending. */
  async function pollUntilDone<T extends Record<string, unknown>>(path: string, token: string, key: string) {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const answer = await call<T>('POST', path, { value: token });
      if (answer[key] !== 'Pending') return answer;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new ApiError(`${path} still Pending after 30 s`);
  }

  // 1. Sign in: the issuer's sign-in answers a one-time code, exchanged for the session token and CSRF token.
  const { code } = await call<{ code: string }>('POST', 'auth/signin', {
    email: input.email,
    password: input.password,
  });
  const session = await call<{ token: string; csrfToken: string }>('POST', 'auth/login/code', { code });
  auth = { token: session.token, csrf: session.csrfToken };

  // 2. Search: a place from autocomplete, then the homes available there for the stay.
  const { suggestions } = await call<{ suggestions: Array<{ kind: string; term: string }> }>(
    'GET',
    `autocomplete/lodging?query=${encodeURIComponent(input.place ?? 'Asheville')}`,
  );
  const place = suggestions.find((s) => s.kind === 'Place');
  if (!place) throw new ApiError(`no place matches ${input.place}`);
  const guests: Guests = { adults: 2, children: 0, infants: 0, petsIncluded: false };
  const search = await call<{
    listings: Array<{ listingId: { id: string }; availability: { AvailabilityResult: string } }>;
  }>('POST', 'homes/availability', {
    location: { kind: 'Place', term: place.term },
    stayDates: input.stay,
    guests,
    sortOrder: 'Recommended',
  });
  const found = search.listings.find((l) => l.availability.AvailabilityResult === 'Available');
  if (!found) throw new ApiError(`nothing available in ${place.term}`);
  const listingId = found.listingId.id;

  // 3. Details: the listing and its live rate for the stay; the total is what the traveler is shown.
  const shop = await call<{
    value: {
      listing: {
        listing: { providerData: { listingProviderId: string }; listingCollection: string };
        availability: { rate?: { price: { total: Price } } };
      };
    };
  }>('POST', 'homes/shop', {
    listingId,
    stayDetails: { dateRange: input.stay, guestDetails: guests },
    distributionChannels: ['General'],
  });
  const { listing, availability } = shop.value.listing;
  const shownTotal = availability.rate?.price.total.fiat;
  if (!shownTotal) throw new ApiError(`${listingId} has no rate for the stay`);

  // 4. Who travels and how they pay: a saved traveler and a saved card.
  const travelers = await call<{ value: Array<{ givenName: string; surname: string }> }>(
    'PUT',
    'travelers/list',
    {},
  );
  const traveler = travelers.value[0];
  if (!traveler) throw new ApiError('the user has no saved traveler');
  const cards = await call<{ value: Array<{ id: string; accountReferenceId: string | null }> }>(
    'PUT',
    'payment-methods/list',
    {},
  );
  const savedCard = cards.value[0];
  if (!savedCard) throw new ApiError('the user has no saved card');

  // 5. Quote: the server prices the stay itself; seenPrice lets it say whether the price moved since.
  const quoteToken = await call<{ value: string }>('POST', 'purchase/quote/schedule', {
    emailAddress: input.email,
    request: {
      type: 'Homes',
      value: {
        listingId,
        listingProviderId: listing.providerData.listingProviderId,
        stayDates: input.stay,
        guests,
        seenPrice: shownTotal,
        listingCollection: listing.listingCollection,
      },
    },
  });
  const quoted = await pollUntilDone<{
    QuoteResponse: string;
    quote?: { value: { orderedProductId: string; paymentSessionToken: string; tripTotal: Price } };
    errors?: unknown[];
  }>('purchase/quote/poll', quoteToken.value, 'QuoteResponse');
  if (quoted.QuoteResponse !== 'Success' || !quoted.quote)
    throw new ApiError(`quote failed: ${JSON.stringify(quoted.errors)}`);
  const quote = quoted.quote.value;

  // 6. The main guest the booking is under.
  await call('POST', 'homes/addMainGuest', {
    emailAddress: input.email,
    mainGuest: { givenName: traveler.givenName, surname: traveler.surname, phoneNumber: '2025550123' },
    orderedProductId: quote.orderedProductId,
    paymentSessionToken: quote.paymentSessionToken,
  });

  // 7. Book: the whole trip total on the saved card; the first poll books, later polls report.
  const fulfilToken = await call<{ value: string }>('POST', 'purchase/fulfill/schedule', {
    quoteToken: { value: quoteToken.value },
    payments: [
      {
        type: 'UserCard',
        value: {
          paymentId: savedCard.id,
          accountReferenceId: savedCard.accountReferenceId,
          paymentAmount: quote.tripTotal.fiat,
        },
      },
    ],
    ancillaries: [],
  });
  const booked = await pollUntilDone<{
    FulfillResponse: string;
    fulfillment?: { type: string; value: { reservation: { id: { value: string } } } };
    errors?: unknown[];
  }>('purchase/fulfill/poll', fulfilToken.value, 'FulfillResponse');
  if (booked.FulfillResponse !== 'Success' || !booked.fulfillment)
    throw new ApiError(`booking failed: ${JSON.stringify(booked.errors)}`);
  const confirmationCode = booked.fulfillment.value.reservation.id.value;

  // 8. My trips lists it; cancelling shows the refund first (quote), then confirms it.
  const trips = await call<{ homes: Array<{ id: { value: string } }> }>('PUT', 'itinerary/list', {});
  const tripsListed = trips.homes.some((trip) => trip.id.value === confirmationCode);
  const cancelQuote = await call<{ type: string; quoteId: string; refund: Price }>(
    'POST',
    'homes/cancel/quote',
    {
      reservationId: confirmationCode,
    },
  );
  if (cancelQuote.type !== 'HomesCancelQuoteSuccess')
    throw new ApiError(`cannot cancel: ${cancelQuote.type}`);
  const cancelled = await call<{ status: string; refund: Price }>('POST', 'homes/cancel/confirm', {
    reservationId: confirmationCode,
    quoteId: cancelQuote.quoteId,
  });

  return { calls, listingId, shownTotal, confirmationCode, tripsListed, refund: cancelled.refund.fiat };
}

/** Today plus `days`, as the YYYY-MM-DD of a stay. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Run from the command line: `npx tsx docs/api/book-a-home.ts [baseUrl]`.
if (process.argv[1]?.endsWith('book-a-home.ts')) {
  const result = await bookAHome({
    baseUrl: process.argv[2] ?? 'http://127.0.0.1:3000',
    email: 'primary@demo.test',
    password: 'travel-demo',
    stay: { from: inDays(45), until: inDays(47) },
  });
  for (const { call, status } of result.calls) console.log(`${status} ${call}`);
  console.log(
    `booked ${result.listingId} for ${result.shownTotal.currencySymbol}${result.shownTotal.value}: ` +
      `${result.confirmationCode}; refunded ${result.refund.currencySymbol}${result.refund.value}`,
  );
}
