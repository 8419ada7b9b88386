/**
 * Issue 15: one pending approval request on a fresh portal, so /admin/approvals is not empty. Priya Raman (Acme
 * Outdoor Co., Sales) asked to book a vacation rental; as a real request it holds the nights (a Reservation
 * hold), its card payment is authorized and not captured, and it runs for 24 hours from the seeding. Approving
 * it confirms the stay; denying it releases the nights. It sits on a designated listing no journey books.
 */
import { Faker, en } from '@faker-js/faker';
import { addDays } from '@portal/domain/iso-date';
import { APPROVAL_WINDOW_MS } from '@portal/domain/approvals';
import type { approvalEvents, approvalRequests } from '../schema/approvals.ts';
import type { bookings } from '../schema/bookings.ts';
import type { stayHolds } from '../schema/calendar.ts';
import { dateRangeLiteral } from '../schema/columns.ts';
import type { listings } from '../schema/listings.ts';
import type { bookingPayments } from '../schema/purchase.ts';
import type { quoteSessions } from '../schema/quote-sessions.ts';
import type { stayBookings } from '../schema/stay-bookings.ts';
import { bookedQuoteJson, factoryPrice, TERMS } from '../factories/reservations.ts';
import type { PeopleRows } from './people-builder.ts';

export type ApprovalRows = {
  quoteSessions: (typeof quoteSessions.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert)[];
  stays: (typeof stayBookings.$inferInsert)[];
  payments: (typeof bookingPayments.$inferInsert)[];
  holds: (typeof stayHolds.$inferInsert)[];
  requests: (typeof approvalRequests.$inferInsert)[];
  events: (typeof approvalEvents.$inferInsert)[];
};

export const DEMO_APPROVAL = {
  email: 'priya.raman@acme-outdoor.test',
  code: 'H-APPR0001',
  listingId: 'vr-demo-no-pets',
  // Nights no demo trip and no test takes on that listing.
  fromDays: 200,
  nights: 3,
  reason: 'Regional sales kickoff with the Denver team; the hotels near the venue are full that week.',
} as const;

export function buildDemoApproval(input: {
  people: PeopleRows;
  listings: readonly (typeof listings.$inferInsert)[];
  today: string;
  /** When the request was made: the seeding's own clock, so a fresh portal has 24 hours to decide it. */
  now: Date;
}): ApprovalRows {
  const rows: ApprovalRows = {
    quoteSessions: [],
    bookings: [],
    stays: [],
    payments: [],
    holds: [],
    requests: [],
    events: [],
  };
  const user = input.people.users.find((u) => u.email === DEMO_APPROVAL.email);
  const acme = input.people.businesses.find((b) => b.name === 'Acme Outdoor Co.');
  const listing = input.listings.find((l) => l.id === DEMO_APPROVAL.listingId);
  if (!user?.id || !acme?.id || !listing) return rows;
  // Its own generator: the ids of everything seeded after it do not move.
  const f = new Faker({ locale: [en] });
  f.seed(1515);
  const from = addDays(input.today, DEMO_APPROVAL.fromDays);
  const until = addDays(from, DEMO_APPROVAL.nights);
  const price = factoryPrice((listing.baseNightlyMinor ?? 20_000) * DEMO_APPROVAL.nights);
  const requestedAt = new Date(input.now.getTime() - 2 * 60 * 60_000);
  const quoteId = f.string.uuid();
  const bookingId = f.string.uuid();
  const requestId = f.string.uuid();
  rows.quoteSessions.push({
    id: quoteId,
    tokenHash: `seed-${f.string.hexadecimal({ length: 48, prefix: '' })}`,
    userId: user.id,
    productLine: 'Homes',
    status: 'Success',
    request: { listingId: listing.id, from, until },
    totalMinor: price.totalMinor,
    email: user.email,
    createdAt: requestedAt,
    expiresAt: requestedAt,
  });
  rows.bookings.push({
    id: bookingId,
    productLine: 'Homes',
    confirmationCode: DEMO_APPROVAL.code,
    userId: user.id,
    quoteSessionId: quoteId,
    businessId: acme.id,
    // Held for approval: inventory claimed and the card authorized, nothing confirmed yet.
    status: 'Received',
    price: bookedQuoteJson({ nights: DEMO_APPROVAL.nights, ...price }),
    totalMinor: price.totalMinor,
    email: user.email,
    createdAt: requestedAt,
  });
  rows.stays.push({
    bookingId,
    listingId: listing.id,
    fromDate: from,
    untilDate: until,
    guests: { adults: 1, children: 0, infants: 0, petsIncluded: false },
    cancellationPolicy: TERMS.FullyRefundable,
  });
  rows.holds.push({
    id: f.string.uuid(),
    listingId: listing.id,
    dates: dateRangeLiteral(from, until),
    kind: 'Reservation',
    bookingId,
    createdAt: requestedAt,
  });
  rows.payments.push({
    id: f.string.uuid(),
    bookingId,
    kind: 'UserCard',
    amountMinor: price.totalMinor,
    providerReference: 'ch_sim_demo_approval',
    createdAt: requestedAt,
  });
  rows.requests.push({
    id: requestId,
    quoteSessionId: quoteId,
    bookingId,
    businessId: acme.id,
    userId: user.id,
    status: 'Pending',
    title: listing.name ?? 'Vacation rental',
    reason: DEMO_APPROVAL.reason,
    requestedAt,
    expiresAt: new Date(requestedAt.getTime() + APPROVAL_WINDOW_MS),
  });
  rows.events.push({
    approvalRequestId: requestId,
    at: requestedAt,
    kind: 'Requested',
    actorUserId: user.id,
    comment: DEMO_APPROVAL.reason,
  });
  return rows;
}
