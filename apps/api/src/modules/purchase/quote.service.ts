/** Quote sessions: schedule, poll, discard and the main guest (spec §4 "Quote and booking sequence"). */
import { randomUUID } from 'node:crypto';
import type {
  AddMainGuestRequest,
  CheckoutError,
  HomesPriceQuote,
  QuotePollAnswer,
  QuoteScheduleRequest,
} from '@portal/contracts/purchase';
import { isValidPhoneNumber, PHONE_ERROR } from '@portal/contracts/phone';
import { checkStay, unavailabilityMessage, type StayRules } from '@portal/domain/availability';
import { agentFeeUnits } from '@portal/domain/constants';
import { assertTransition, QUOTE_SESSION } from '@portal/domain/lifecycles';
import { majorToMinor, MINOR_PER_UNIT } from '@portal/domain/money';
import { priceStay } from '@portal/domain/pricing';
import { isAdultAtCheckIn, PRIMARY_TRAVELER_ADULT } from '@portal/domain/primary-traveler';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import { newSecret, sha256 } from '../session/session-tokens.ts';
import { assertStayDates, todayOf } from '../stays/stays-dates.ts';
import { findHolds, findListing, findPricingInputs, type ListingRow } from '../stays/stays.repository.ts';
import { visibleAccounts } from './purchase-accounts.ts';
import { checkoutError, DISCARDED_QUOTE, EXPIRED_QUOTE } from './purchase-errors.ts';
import { derivedToken } from './purchase-tokens.ts';
import {
  findQuoteSession,
  findQuoteSessionByProduct,
  findQuoteSessionById,
  insertQuoteSession,
  setMainGuest,
  updateQuoteSession,
  type QuoteSessionRow,
} from './purchase.repository.ts';
import { buildQuote, type StoredQuote } from './quote-pricing.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'providers'>;
type HomesRequest = QuoteScheduleRequest['request']['value'];

/** How long a quote can be booked: long enough to fill in travelers and payment, short enough to stay true. */
export const QUOTE_TTL_MS = 30 * 60_000;

export function rulesOf(row: ListingRow): StayRules {
  return {
    maxOccupancy: row.maxOccupancy,
    petFriendly: row.petFriendly,
    maxPets: row.maxPets,
    minStayNights: row.minStayNights,
    maxStayNights: row.maxStayNights,
    checkInWeekdays: row.checkInWeekdays,
    checkOutWeekdays: row.checkOutWeekdays,
    minBookingWindowDays: row.minBookingWindowDays,
  };
}

/** A pet-carrying request counts one pet: the API carries only whether pets come along. */
export function guestsOf(request: HomesRequest) {
  const { adults, children, petsIncluded } = request.guests;
  return { adults, children, pets: petsIncluded ? 1 : 0 };
}

export const isExpired = (row: { expiresAt: Date }, now: Date) => now.getTime() >= row.expiresAt.getTime();

/** POST purchase/quote/schedule: a Pending session, priced at once (a poll finishes it if this process dies). */
export async function scheduleQuote(
  deps: Deps,
  session: AuthSession,
  body: QuoteScheduleRequest,
): Promise<{ value: string }> {
  const request = body.request.value;
  assertStayDates(request.stayDates, todayOf(deps.clock), 'request.value.stayDates');
  if (!(await findListing(deps.db, request.listingId))) throw notFound('Listing');
  const token = newSecret();
  const now = deps.clock.now();
  const row = await insertQuoteSession(deps.db, {
    tokenHash: sha256(token),
    userId: session.userId,
    request,
    email: body.emailAddress,
    createdAt: now,
    expiresAt: new Date(now.getTime() + QUOTE_TTL_MS),
  });
  await priceQuoteSession(deps, session, row, token);
  return { value: token };
}

/** Prices a Pending session: Success with the server's quote, or Failure NoAvailability with each reason. */
async function priceQuoteSession(
  deps: Deps,
  session: AuthSession,
  row: QuoteSessionRow,
  token: string,
): Promise<void> {
  const request = row.request as HomesRequest;
  const stay = request.stayDates;
  const listing = await findListing(deps.db, request.listingId);
  if (!listing) throw notFound('Listing');
  const guests = guestsOf(request);
  const [holds, inputs, accounts] = await Promise.all([
    findHolds(deps.db, listing.id, stay.from, stay.until),
    findPricingInputs(deps.db, [listing]),
    visibleAccounts(deps.db, session),
  ]);
  const reasons = checkStay({ rules: rulesOf(listing), holds, stay, guests, today: todayOf(deps.clock) });
  if (reasons.length > 0) {
    assertTransition(QUOTE_SESSION, 'Pending', 'Failure');
    const errors = reasons.map((reason) =>
      checkoutError('NoAvailability', reason, unavailabilityMessage([reason]).title),
    );
    await updateQuoteSession(deps.db, row.id, 'Pending', { status: 'Failure', errors });
    return;
  }
  const cached = inputs.get(listing.id);
  const stayPrice = priceStay({
    stay,
    ...cached,
    // The supplier's live rates, not the cached ones the guest saw: a move shows as a price difference.
    ...deps.providers.supply.liveRates(listing.providerListingId, {
      baseNightlyMinor: listing.baseNightlyMinor,
      rates: cached?.rates ?? [],
    }),
    guests,
  });
  const { quote, totalMinor } = buildQuote({
    listing,
    stayPrice,
    // Spec §9: a delegated (agent) session pays the agent fee on top of the stay.
    agentFeeMinor: agentFeeUnits(session.isDelegated) * MINOR_PER_UNIT,
    accounts,
    seenMinor: majorToMinor(request.seenPrice.value),
    orderedProductId: `op_${randomUUID()}`,
    expiresAt: row.expiresAt,
  });
  assertTransition(QUOTE_SESSION, 'Pending', 'Success');
  await updateQuoteSession(deps.db, row.id, 'Pending', {
    status: 'Success',
    quote,
    totalMinor,
    orderedProductId: quote.orderedProductId,
    paymentSessionTokenHash: sha256(derivedToken('payment-session', token)),
  });
}

async function ownQuote(deps: Deps, session: AuthSession, token: string): Promise<QuoteSessionRow> {
  const row = await findQuoteSession(deps.db, session.userId, sha256(token));
  if (!row) throw notFound('Quote session');
  return row;
}

/** POST purchase/quote/poll: any process can answer, since the session and its quote are in the database. */
export async function pollQuote(deps: Deps, session: AuthSession, token: string): Promise<QuotePollAnswer> {
  let row = await ownQuote(deps, session, token);
  if (row.status === 'Pending') {
    await priceQuoteSession(deps, session, row, token);
    row = (await findQuoteSessionById(deps.db, row.id)) ?? row;
  }
  if (row.status === 'Discarded') return { QuoteResponse: 'Failure', errors: [DISCARDED_QUOTE] };
  if (isExpired(row, deps.clock.now())) return { QuoteResponse: 'Failure', errors: [EXPIRED_QUOTE] };
  if (row.status === 'Success' && row.quote) {
    const value: HomesPriceQuote = {
      ...(row.quote as StoredQuote),
      paymentSessionToken: derivedToken('payment-session', token),
    };
    return { QuoteResponse: 'Success', quote: { type: 'Homes', value } };
  }
  if (row.status === 'Failure')
    return { QuoteResponse: 'Failure', errors: (row.errors ?? []) as CheckoutError[] };
  return { QuoteResponse: 'Pending' };
}

/** POST purchase/quote/discard: idempotent; a discarded session can no longer be booked. */
export async function discardQuote(deps: Deps, session: AuthSession, token: string): Promise<void> {
  const row = await ownQuote(deps, session, token);
  if (row.status === 'Discarded') return;
  assertTransition(QUOTE_SESSION, row.status, 'Discarded');
  await updateQuoteSession(deps.db, row.id, row.status, { status: 'Discarded' });
}

/** POST homes/addMainGuest: the guest the booking is for; needs the quote's product id and payment token. */
export async function addMainGuest(
  deps: Deps,
  session: AuthSession,
  body: AddMainGuestRequest,
): Promise<{ orderedProductId: string }> {
  const row = await findQuoteSessionByProduct(deps.db, session.userId, body.orderedProductId);
  if (!row || row.paymentSessionTokenHash !== sha256(body.paymentSessionToken)) throw notFound('Quote');
  if (row.status !== 'Success' || isExpired(row, deps.clock.now())) {
    throw new ApiError(409, 40900, 'The quote can no longer be booked; request a new quote');
  }
  if (!isValidPhoneNumber(body.mainGuest.phoneNumber)) {
    throw new ApiError(400, 40000, 'Invalid request', {
      fields: [{ field: 'mainGuest.phoneNumber', message: PHONE_ERROR }],
    });
  }
  const checkIn = (row.request as { stayDates: { from: string } }).stayDates.from;
  if (!isAdultAtCheckIn(body.mainGuest.dateOfBirth, checkIn)) {
    throw new ApiError(400, 40000, 'CheckInMinimumAgeNotMet', {
      fields: [{ field: 'mainGuest.dateOfBirth', message: PRIMARY_TRAVELER_ADULT }],
    });
  }
  await setMainGuest(deps.db, row.id, body.mainGuest, body.emailAddress);
  return { orderedProductId: body.orderedProductId };
}
