import { z } from 'zod';
import { COMPANY_TRIP_FILTERS, COMPANY_TRIP_STATES } from '@portal/domain/company-trips';
import { BOOKING_STATUSES, PRODUCT_TYPES } from '@portal/domain/enums';
import { isIsoDate } from '@portal/domain/iso-date';
import { Fiat } from './common.ts';

// Issue 15, the admin portal's Trips screen: every trip booked for the business, filtered, a page at a time,
// and the same rows as CSV (GET /admin/api/v0/trips, /trips/export.csv).

const TravelDate = z
  .string()
  .refine(isIsoDate, 'Expected a calendar date as YYYY-MM-DD')
  .meta({ description: 'A local calendar date, YYYY-MM-DD' });

const filterShape = {
  traveler: z.uuid().optional().meta({ description: "A member's user id: only their trips" }),
  productLine: z.enum(PRODUCT_TYPES).optional(),
  state: z.enum(COMPANY_TRIP_FILTERS).optional().meta({
    description: 'Upcoming includes trips in progress; Confirmed is every booking that went through',
  }),
  from: TravelDate.optional().meta({ description: 'Trips travelling on or after this date' }),
  to: TravelDate.optional().meta({ description: 'Trips travelling on or before this date' }),
  outOfPolicy: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'true: only trips booked out of policy' }),
};

const datesInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const DATES_RULE = {
  message: 'The first travel date (from) must be on or before the last (to)',
  path: ['from'],
};

export const AdminTripsExportQuery = z
  .object(filterShape)
  .refine(datesInOrder, DATES_RULE)
  // No schema id: a querystring schema is inlined into the OpenAPI parameters (a $ref there is not resolved).
  .meta({ examples: [{ productLine: 'Hotels', outOfPolicy: 'true' }] });
export type AdminTripsExportQuery = z.infer<typeof AdminTripsExportQuery>;

export const ADMIN_TRIPS_PAGE_SIZE = 25;

export const AdminTripsQuery = z
  .object({
    ...filterShape,
    cursor: z.string().max(200).optional().meta({ description: "The previous page's nextCursor" }),
    limit: z.coerce.number().int().min(1).max(100).default(ADMIN_TRIPS_PAGE_SIZE),
  })
  .refine(datesInOrder, DATES_RULE)
  .meta({
    examples: [{ state: 'Upcoming', from: '2026-12-01', to: '2026-12-31', limit: 25 }],
  });
export type AdminTripsQuery = z.infer<typeof AdminTripsQuery>;
/** The filters as the web keeps them in the URL (the page's query without cursor and limit). */
export type AdminTripsFilters = z.input<typeof AdminTripsExportQuery>;

export const AdminTrip = z
  .object({
    bookingId: z.string(),
    confirmationCode: z.string(),
    productLine: z.enum(PRODUCT_TYPES),
    /** The listing, the hotel or the route ("Flight JFK – LHR"). */
    title: z.string(),
    /** City and state or region of a stay; null for a flight (its route is its title). */
    place: z.string().nullable(),
    traveler: z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      department: z.string().nullable(),
    }),
    from: z.string().meta({ description: 'First day of travel, YYYY-MM-DD' }),
    until: z.string().meta({ description: 'Checkout or return day, YYYY-MM-DD' }),
    total: Fiat,
    state: z.enum(COMPANY_TRIP_STATES),
    /** The state in the product's words: Upcoming, In progress, Past, Pending approval, Denied, … */
    stateLabel: z.string(),
    status: z.enum(BOOKING_STATUSES).meta({ description: 'Spec §4 reservation state of the booking' }),
    outOfPolicy: z.boolean(),
    /** The traveler's corporateOutOfPolicyReason. */
    outOfPolicyReason: z.string().nullable(),
    /** What the policy check found out of policy. */
    policyViolations: z.array(z.string()),
    bookedAt: z.string().meta({ description: 'ISO 8601 instant' }),
  })
  .meta({ id: 'AdminTrip' });
export type AdminTrip = z.infer<typeof AdminTrip>;

const TRIP_EXAMPLE: AdminTrip = {
  bookingId: '5f0c2b1e-8d4a-4c3b-9e6f-1a2b3c4d5e6f',
  confirmationCode: 'H-7KQ2M9PX',
  productLine: 'Hotels',
  title: 'The Langford Hotel',
  place: 'Miami, FL',
  traveler: {
    userId: '8d2f4a6b-1c3e-4d5f-8a7b-9c0d1e2f3a4b',
    name: 'Priya Raman',
    email: 'priya.raman@acme-outdoor.test',
    department: 'Sales',
  },
  from: '2026-12-08',
  until: '2026-12-11',
  total: { value: 1184.37, currencyCode: 'USD', currencySymbol: '$' },
  state: 'Upcoming',
  stateLabel: 'Upcoming',
  status: 'Confirmed',
  outOfPolicy: true,
  outOfPolicyReason: 'Conference hotel; the in-policy hotels nearby were sold out',
  policyViolations: ['$395 per night is above the $300 cap'],
  bookedAt: '2026-11-20T14:32:10.000Z',
};

/** Newest booking first. */
export const AdminTripsAnswer = z
  .object({
    trips: z.array(AdminTrip),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as cursor for the next page; null at the end' }),
  })
  .meta({ id: 'AdminTripsAnswer', examples: [{ trips: [TRIP_EXAMPLE], nextCursor: null }] });
export type AdminTripsAnswer = z.infer<typeof AdminTripsAnswer>;
