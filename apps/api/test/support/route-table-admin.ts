import { someUuid, type RouteEntry } from './route-entry.ts';

const TIER_SCOPE =
  "a policy tier of the admin's business in use; another business's answers 404 (admin-policies.test.ts)";
const TIER_BODY = {
  name: 'Sales team',
  settings: { isApprovalRequired: false },
  hotels: { policies: [{ allowedStarRatings: ['Three', 'Four'], maxPricePerNight: 250 }] },
  cars: { policies: [{ maxPricePerDay: 90 }] },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: 300,
        maxPriceForRoundTrip: 550,
        allowedFareClasses: ['Economy'],
      },
    ],
  },
};

const APPROVAL_SCOPE =
  "an approval request of the admin's business in use; another business's answers 404 (approvals.test.ts)";

/**
 * The admin API (/admin/api/v0). Part of routeTable (route-table.ts). Besides the session refusals every route
 * has, admin-access.test.ts checks each one against the role and tenant matrix: only an admin of the business in
 * use gets past the gate.
 */
export const adminRoutes: Record<string, RouteEntry> = {
  'GET /admin/api/v0/audit-log': {
    access: 'session',
    query: 'limit=5',
    ownsNothing:
      "beforeId only positions the page within the admin's own business's log; nothing of another business is read",
  },
  'GET /admin/api/v0/onboarding': { access: 'session' },
  'PUT /admin/api/v0/onboarding': { access: 'session', body: { bookingForMode: 'BookForMyselfAndOthers' } },
  'GET /admin/api/v0/users': { access: 'session' },
  'POST /admin/api/v0/users': {
    access: 'session',
    body: {
      email: 'jordan.ellis@acme-outdoor.test',
      firstName: 'Jordan',
      lastName: 'Ellis',
      role: 'Traveler',
    },
    ownsNothing: "policyTierId names one of the admin's business's tiers; another business's answers 404",
  },
  'PATCH /admin/api/v0/users/:userId': {
    access: 'session',
    url: `/admin/api/v0/users/${someUuid}`,
    body: { isAdmin: true },
    ownsNothing: "the user is looked up among the admin's business's members; anyone else answers 404",
  },
  'GET /admin/api/v0/approvals': { access: 'session', query: 'status=Pending&limit=5' },
  'GET /admin/api/v0/approvals/:approvalId': {
    access: 'session',
    url: `/admin/api/v0/approvals/${someUuid}`,
    ownsNothing: APPROVAL_SCOPE,
  },
  'POST /admin/api/v0/approvals/:approvalId/approve': {
    access: 'session',
    url: `/admin/api/v0/approvals/${someUuid}/approve`,
    body: { comment: 'Approved' },
    ownsNothing: APPROVAL_SCOPE,
  },
  'POST /admin/api/v0/approvals/:approvalId/deny': {
    access: 'session',
    url: `/admin/api/v0/approvals/${someUuid}/deny`,
    body: { comment: 'Over the nightly cap' },
    ownsNothing: APPROVAL_SCOPE,
  },
  'GET /admin/api/v0/policies': { access: 'session' },
  'GET /admin/api/v0/policies/:tierId': {
    access: 'session',
    url: `/admin/api/v0/policies/${someUuid}`,
    ownsNothing: TIER_SCOPE,
  },
  'POST /admin/api/v0/policies': { access: 'session', body: TIER_BODY },
  'PUT /admin/api/v0/policies/:tierId': {
    access: 'session',
    url: `/admin/api/v0/policies/${someUuid}`,
    body: TIER_BODY,
    ownsNothing: TIER_SCOPE,
  },
  'DELETE /admin/api/v0/policies/:tierId': {
    access: 'session',
    url: `/admin/api/v0/policies/${someUuid}`,
    ownsNothing: TIER_SCOPE,
  },
  'GET /admin/api/v0/trips': {
    access: 'session',
    query: 'productLine=Homes&state=Upcoming&outOfPolicy=false&limit=5',
    ownsNothing:
      "lists the trips of the admin's business's members only; a traveler id from elsewhere lists none",
  },
  'GET /admin/api/v0/trips/export.csv': {
    access: 'session',
    query: 'state=Past&from=2025-01-01&to=2025-12-31',
    ownsNothing: "exports the trips of the admin's business's members only (admin-trips.test.ts)",
  },
  'POST /admin/api/v0/approvals/:approvalId/comment': {
    access: 'session',
    url: `/admin/api/v0/approvals/${someUuid}/comment`,
    body: { comment: 'Can you share the agenda?' },
    ownsNothing: APPROVAL_SCOPE,
  },
  'GET /admin/api/v0/reports': {
    access: 'session',
    query: 'from=2026-01&to=2026-06',
    ownsNothing:
      "the admin's business's members' bookings only; admin-reports.test.ts shows another's stay out",
  },
  'GET /admin/api/v0/reports/away': {
    access: 'session',
    ownsNothing:
      "the admin's business's members only; admin-reports.test.ts shows another's traveler stay out",
  },
};
