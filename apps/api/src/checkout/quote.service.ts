/** Quote sessions: schedule, poll, discard and the main guest (spec §4 "Quote and booking sequence"). */
import { randomUUID } from 'node:crypto';
import type {
  AddMainGuestRequest,
  CheckoutError,
  QuotePollAnswer,
  QuoteScheduleRequest,
} from '@portal/contracts/purchase';
import { isValidPhoneNumber, PHONE_ERROR } from '@portal/contracts/phone';
import { agentFeeUnits } from '@portal/domain/constants';
import { assertTransition, QUOTE_SESSION } from '@portal/domain/lifecycles';
import { MINOR_PER_UNIT } from '@portal/domain/money';
import { isAdultAtCheckIn, PRIMARY_TRAVELER_ADULT } from '@portal/domain/primary-traveler';
import type { AppDeps } from '../deps.ts';
import type { AuthSession } from '../plugins/auth.ts';
import { ApiError, notFound } from '../plugins/errors.ts';
import { newSecret, sha256 } from '../lib/secrets.ts';
import { todayOf } from '../lib/today.ts';
import { savedBirthDate } from '../modules/travelers/travelers.service.ts';
import { accountsVisibleTo } from '../modules/rewards/rewards.service.ts';
import { DISCARDED_QUOTE, EXPIRED_QUOTE } from './purchase-errors.ts';
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

type Deps = Pick<AppDeps, 'db' | 'clock' | 'products'>;

/** How long a quote can be booked: long enough to fill in travelers and payment, short enough to stay true. */
export const QUOTE_TTL_MS = 30 * 60_000;

export const isExpired = (row: { expiresAt: Date }, now: Date) => now.getTime() >= row.expiresAt.getTime();

/** POST purchase/quote/schedule: a Pending session, priced at once (a poll finishes it if this process dies). */
export async function scheduleQuote(
  deps: Deps,
  session: AuthSession,
  body: QuoteScheduleRequest,
): Promise<{ value: string }> {
  const line = deps.products.get(body.request.type);
  const request = body.request.value;
  await line.accept(deps.db, request, todayOf(deps.clock), session.userId);
  const token = newSecret();
  const now = deps.clock.now();
  const row = await insertQuoteSession(deps.db, {
    tokenHash: sha256(token),
    userId: session.userId,
    productLine: line.type,
    request,
    email: body.emailAddress,
    createdAt: now,
    expiresAt: new Date(now.getTime() + QUOTE_TTL_MS),
  });
  await priceQuoteSession(deps, session, row, token);
  return { value: token };
}

/** Prices a Pending session through its product line: Success with the server's quote, or Failure with why. */
async function priceQuoteSession(
  deps: Deps,
  session: AuthSession,
  row: QuoteSessionRow,
  token: string,
): Promise<void> {
  const line = deps.products.get(row.productLine);
  const orderedProductId = `op_${randomUUID()}`;
  const accounts = accountsVisibleTo(deps.db, session);
  // The line may answer before it awaits the accounts (an unknown listing); their failure is then not unhandled.
  accounts.catch(() => undefined);
  const priced = await line.price(row.request, {
    db: deps.db,
    session,
    today: todayOf(deps.clock),
    accounts,
    // Spec §9: a delegated (agent) session pays the agent fee on top of the product.
    agentFeeMinor: agentFeeUnits(session.isDelegated) * MINOR_PER_UNIT,
    orderedProductId,
    expiresAt: row.expiresAt,
  });
  if (!priced.ok) {
    assertTransition(QUOTE_SESSION, 'Pending', 'Failure');
    await updateQuoteSession(deps.db, row.id, 'Pending', { status: 'Failure', errors: priced.errors });
    return;
  }
  assertTransition(QUOTE_SESSION, 'Pending', 'Success');
  await updateQuoteSession(deps.db, row.id, 'Pending', {
    status: 'Success',
    quote: priced.quote,
    totalMinor: priced.totalMinor,
    orderedProductId,
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
    const value = { ...row.quote, paymentSessionToken: derivedToken('payment-session', token) };
    // The line's stored quote is its contract's price quote; the answer's schema checks it on the way out.
    const quote = { type: deps.products.get(row.productLine).type, value } as QuotePollAnswer['quote'];
    return { QuoteResponse: 'Success', quote };
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

const BIRTH_DATE_NEEDED = 'Required unless the main guest is one of your saved travelers';

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
  const dateOfBirth =
    body.mainGuest.dateOfBirth ??
    (await savedBirthDate(deps, session, body.mainGuest.givenName, body.mainGuest.surname));
  if (!dateOfBirth) {
    throw new ApiError(400, 40000, 'Invalid request', {
      fields: [{ field: 'mainGuest.dateOfBirth', message: BIRTH_DATE_NEEDED }],
    });
  }
  const checkIn = deps.products.get(row.productLine).startDate(row.request);
  if (!isAdultAtCheckIn(dateOfBirth, checkIn)) {
    throw new ApiError(400, 40000, 'CheckInMinimumAgeNotMet', {
      fields: [{ field: 'mainGuest.dateOfBirth', message: PRIMARY_TRAVELER_ADULT }],
    });
  }
  await setMainGuest(deps.db, row.id, body.mainGuest, body.emailAddress);
  return { orderedProductId: body.orderedProductId };
}
