// The route table's entry types and the sample values its requests share (route-table.ts assembles the table
// from one file per area: account, lodging, purchase and trips, flights).

export const guests = { adults: 2, children: 0, infants: 0, petsIncluded: false };
export const stay = { from: '2025-07-01', until: '2025-07-04' };
export const fiat = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
export const someUuid = '00000000-0000-4000-8000-000000000000';

export type PublicEntry = { access: 'public'; why: string };

export type SessionEntry = {
  access: 'session';
  /** The path with its params filled in, when it has params. */
  url?: string;
  /** A valid request, used to show that the refusals are about the session and not about the body. */
  body?: unknown;
  query?: string;
  /** The user-owned thing it takes by id or token; abuse-ownership.test.ts must cover the route. */
  owns?: string;
  /** Why its ids or tokens are not the user's own things (listing ids are shared inventory...). */
  ownsNothing?: string;
  /** It ends the session it is called with. */
  signsOut?: true;
  /** Other valid requests of the route (another product line's body or query), refused the same way. */
  variants?: { what: string; body?: unknown; query?: string }[];
};

export type RouteEntry = (PublicEntry | SessionEntry) & {
  /** Being built by another helper: the table may list it before the app has it. */
  expected?: true;
};

export const docs = (why: string): PublicEntry => ({ access: 'public', why });
