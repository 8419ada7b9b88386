/**
 * Every API route of the app, for the abuse and fuzz tests. A route the app serves that has no entry here fails
 * abuse-routes.test.ts, so whoever adds a route decides here whether it is public and what it takes.
 */
import { accountRoutes } from './route-table-account.ts';
import { adminRoutes } from './route-table-admin.ts';
import { flightRoutes } from './route-table-flights.ts';
import { lodgingRoutes } from './route-table-lodging.ts';
import { purchaseRoutes } from './route-table-purchase.ts';
import type { RouteEntry } from './route-entry.ts';

export type { PublicEntry, RouteEntry, SessionEntry } from './route-entry.ts';

// One file per area (route-table-*.ts) so a product line adds its routes beside its own.
const parts = [accountRoutes, lodgingRoutes, purchaseRoutes, flightRoutes, adminRoutes];

export const routeTable: Record<string, RouteEntry> = Object.assign({}, ...parts);

// One object literal would refuse a route listed twice; spread parts would keep the last silently.
const listed = parts.flatMap((part) => Object.keys(part));
const twice = listed.filter((route, i) => listed.indexOf(route) !== i);
if (twice.length > 0) throw new Error(`route-table lists ${twice.join(', ')} more than once`);

/** Property names that carry an id or token of something; such a route must say `owns` or `ownsNothing`. */
export const ID_LIKE = /(?:^id$|Id$|token$|Token$|^account$)/;
