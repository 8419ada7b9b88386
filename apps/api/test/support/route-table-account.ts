import { docs, type RouteEntry, someUuid } from './route-entry.ts';

/** Sign-in, the session, rewards, travelers, saved cards and the travel wallet. Part of routeTable (route-table.ts). */
export const accountRoutes: Record<string, RouteEntry> = {
  // Public on purpose.
  'GET /api/v0/health': { access: 'public', why: 'liveness probe of the load balancer' },
  'POST /api/v0/auth/signin': { access: 'public', why: 'sign-in itself (rate limited)' },
  'POST /api/v0/auth/login/code': { access: 'public', why: 'exchanges the one-time code for a session' },
  'POST /api/v0/auth/acknowledgement': { access: 'public', why: 'opens the session of a 40106 user' },
  'POST /api/v0/auth/onboarding': {
    access: 'public',
    why: 'opens the session of a 40105 admin who onboards',
  },
  'GET /api/v0/portal/config': { access: 'public', why: 'tenant and support phone before sign-in' },
  'GET /api/docs': docs('OpenAPI page'),
  'GET /api/docs/': docs('OpenAPI page'),
  'GET /api/docs/static/index.html': docs('OpenAPI page'),
  'GET /api/docs/static/swagger-initializer.js': docs('OpenAPI page script'),
  'GET /api/docs/*': docs('OpenAPI page assets'),
  'GET /api/docs/json': docs('OpenAPI document'),
  'GET /api/docs/yaml': docs('OpenAPI document'),

  // Session.
  'POST /api/v0/auth/session/invalidate': { access: 'session', body: {}, signsOut: true },
  'GET /api/v0/userInfo': { access: 'session' },

  // Agent portal (agent.routes.ts): search and act are refused (403 40312) to all but an agent's own session.
  'GET /api/v0/agent/customers/search': { access: 'session', query: 'q=primary' },
  'POST /api/v0/agent/sessions': {
    access: 'session',
    body: { customerUserId: someUuid },
    ownsNothing: "a customer's user id: an agent acts for any customer; everyone else is refused 40312",
  },
  'POST /api/v0/agent/sessions/end': { access: 'session', body: {}, signsOut: true },
  'GET /api/v0/user/profile': { access: 'session' },
  // The traveler's own approval request (abuse-ownership.test.ts: another person's answers 404).
  'POST /api/v0/approvals/:approvalId/withdraw': {
    access: 'session',
    url: `/api/v0/approvals/${someUuid}/withdraw`,
    owns: 'an approval request of the traveler',
  },
  // The caller's own password; refused in a delegated session (403 40315, agent-portal.test.ts).
  // A wrong current password (400 40012): the guard is what is tested here, and a real change would lock the demo
  // accounts that later tests of this file sign in with.
  'POST /api/v0/user/password': {
    access: 'session',
    body: { currentPassword: 'not-the-demo-password', newPassword: 'a-longer-travel-password' },
  },
  'GET /api/v0/customer/details': { access: 'session' },
  // The tier of the caller's own business in use; takes no id.
  'GET /api/v0/policies/details': { access: 'session' },
  'PUT /api/v0/experiments/active': { access: 'session', body: {} },
  'PUT /api/v0/experiments/cotb/active': { access: 'session', body: {} },
  'POST /api/v0/tracking/event': {
    access: 'session',
    body: { eventName: 'abuse_probe', properties: {} },
  },
  'GET /api/v0/outbox': { access: 'session' },

  // Corporate (business.test.ts).
  'GET /api/v0/cotb': { access: 'session' },
  'PUT /api/v0/cotb/changeBusinessInUse': {
    access: 'session',
    body: { businessId: someUuid },
    ownsNothing:
      "a business id: only the user's own memberships change; any other answers 404 (business.test.ts)",
  },
  'GET /api/v0/users/list': { access: 'session' },
  'PUT /api/v0/users/modalEligibility': { access: 'session', body: { modalName: 'corporateWelcome' } },
  'PUT /api/v0/users/seenModal': { access: 'session', body: { modalName: 'corporateWelcome' } },
  'GET /api/v0/cotbFintech/isOptinEligible': { access: 'session' },
  'POST /api/v0/cotbFintech/optInToSubscription': { access: 'session', body: {} },

  // Rewards.
  'PUT /api/v0/rewards/accounts': { access: 'session', body: {} },
  'PUT /api/v0/rewards/convert/productToEarn': {
    access: 'session',
    body: { account: 'acct-none', travelProduct: 'Homes', amountUsd: 100 },
    owns: 'rewards account',
  },
  'PUT /api/v0/rewards/convert/redeem/rewardsToUsd': {
    access: 'session',
    body: { rewardsAmount: 1000, accountReferenceId: 'acct-none' },
    owns: 'rewards account',
  },

  // Travelers.
  'PUT /api/v0/travelers/list': { access: 'session', body: {} },
  'PUT /api/v0/travelers/update': {
    access: 'session',
    body: { person: { givenName: 'Abuse', surname: 'Probe', gender: 'F', dateOfBirth: '1990-01-01' } },
    owns: 'traveler',
  },
  'POST /api/v0/travelers/delete': { access: 'session', body: { personId: someUuid }, owns: 'traveler' },
  'GET /api/v0/passengers': { access: 'session', query: 'includeHidden=true' },
  'PUT /api/v0/passengers': {
    access: 'session',
    body: { givenName: 'Abuse', surname: 'Probe', gender: 'M', dateOfBirth: '1990-01-01' },
    owns: 'traveler (id), and the company user it is saved for (linkedDEUserId)',
  },
  'PUT /api/v0/passengers/assign_default': {
    access: 'session',
    body: { travelerId: someUuid },
    owns: 'traveler',
  },
  'PUT /api/v0/passengers/hide': {
    access: 'session',
    body: { travelerId: someUuid },
    owns: 'traveler',
  },
  'PUT /api/v0/passengers/show': {
    access: 'session',
    body: { travelerId: someUuid },
    owns: 'traveler',
  },

  // Saved cards.
  'PUT /api/v0/payment-methods/list': { access: 'session', body: {} },
  'POST /api/v0/payment-methods/get': { access: 'session', body: { paymentId: someUuid }, owns: 'card' },
  'POST /api/v0/payment-methods/verify': {
    access: 'session',
    body: {
      number: '4147000000021234',
      cvv: '123',
      expirationMonth: 8,
      expirationYear: 2029,
      cardholderName: 'Abuse Probe',
      billingZip: '10001',
      country: 'US',
    },
    ownsNothing: 'adds a new card of the signed-in user',
  },
  'POST /api/v0/payment-methods/delete': { access: 'session', body: { paymentId: someUuid }, owns: 'card' },

  // Travel wallet.
  'GET /api/v0/wallet/details': { access: 'session' },
  'GET /api/v0/wallet/history': { access: 'session' },
  'GET /api/v0/wallet/credit': { access: 'session' },
  'GET /api/v0/wallet/offers': { access: 'session' },
};
