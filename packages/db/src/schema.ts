import * as users from './schema/users.ts';
import * as rewards from './schema/rewards.ts';
import * as markets from './schema/markets.ts';
import * as listings from './schema/listings.ts';
import * as pricing from './schema/pricing.ts';
import * as calendar from './schema/calendar.ts';
import * as travelers from './schema/travelers.ts';
import * as payments from './schema/payments.ts';
import * as wallet from './schema/wallet.ts';
import * as quoteSessions from './schema/quote-sessions.ts';
import * as bookings from './schema/bookings.ts';
import * as purchase from './schema/purchase.ts';
import * as stayBookings from './schema/stay-bookings.ts';
import * as trips from './schema/trips.ts';
import * as paymentIntents from './schema/payment-intents.ts';
import * as simulators from './schema/simulators.ts';
import * as hotels from './schema/hotels.ts';
import * as hotelReviews from './schema/hotel-reviews.ts';
import * as hotelProtections from './schema/hotel-protections.ts';
import * as recentHotelActivity from './schema/recent-hotel-activity.ts';
import * as flights from './schema/flights.ts';
import * as flightBookings from './schema/flight-bookings.ts';
import * as flightCredits from './schema/flight-credits.ts';
import * as flightScheduleChanges from './schema/flight-schedule-changes.ts';
import * as flightExchanges from './schema/flight-exchanges.ts';
import * as auditLog from './schema/audit-log.ts';
import * as flightCancellations from './schema/flight-cancellations.ts';
import * as policy from './schema/policy.ts';
import * as memberDetails from './schema/member-details.ts';
import * as approvals from './schema/approvals.ts';

// Every table, for Drizzle's relational queries. Add a schema module here when you add one.
export const schema = {
  ...users,
  ...rewards,
  ...markets,
  ...listings,
  ...pricing,
  ...calendar,
  ...travelers,
  ...payments,
  ...wallet,
  ...quoteSessions,
  ...bookings,
  ...purchase,
  ...stayBookings,
  ...trips,
  ...paymentIntents,
  ...simulators,
  ...hotels,
  ...hotelReviews,
  ...hotelProtections,
  ...recentHotelActivity,
  ...flights,
  ...flightBookings,
  ...flightCredits,
  ...flightScheduleChanges,
  ...flightExchanges,
  ...auditLog,
  ...flightCancellations,
  ...policy,
  ...memberDetails,
  ...approvals,
};
