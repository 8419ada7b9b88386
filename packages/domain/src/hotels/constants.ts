/**
 * Hotel business constants of spec §9 (and the hotel limits of spec §5), each with the spec's wording. Rules
 * that use them live beside this file; the general ones (money rounding, max rooms) stay in their own modules.
 */
import { ADULT_AGE } from '../occupancy.ts';
import type { HotelCollection } from './enums.ts';

/** Spec §9: "Complimentary fourth night: stays of at least four nights at select Premier and Lifestyle hotels." */
export const COMPLIMENTARY_NIGHT_MIN_NIGHTS = 4;
/** The collections whose select hotels may offer the complimentary fourth night (spec §9). */
export const COMPLIMENTARY_NIGHT_COLLECTIONS: readonly HotelCollection[] = ['Premier', 'Lifestyle'];
/**
 * Our reading of "complimentary fourth night": every 4th night of the stay is free (nights 4, 8, 12, ...), so a
 * 4-night stay pays for 3 and an 8-night stay for 6. The spec gives no cap, so none is applied.
 */
export const COMPLIMENTARY_NIGHT_EVERY = 4;
export const COMPLIMENTARY_NIGHT_TERMS_PATH = '/terms/complimentary-night/';

/** Spec §9: "Flight cancel for any reason: up to 3 hours before first departure. Hotel: until check-in time." */
export const HOTEL_CFAR_EXERCISE_HOURS_BEFORE_CHECK_IN = 0;

/** Spec §9: "Price drop: ... Hotels: 5 calendar days, credit up to the amount shown before purchase." */
export const HOTEL_PRICE_DROP_MONITOR_DAYS = 5;

/** Spec §9: "Price match: claim within 24 hours"; §5: "Price match claims: within 24 hours of booking". */
export const PRICE_MATCH_CLAIM_HOURS = 24;
/** Spec §9: "Price match: ... refund 100 percent of the difference". */
export const PRICE_MATCH_REFUND_PERCENT = 100;
/** Spec §5: price match claims are "priced in USD". */
export const PRICE_MATCH_CURRENCY = 'USD';

/** Spec §9: "Frozen price windows: for example 14 days for flights and 7 days for hotels". */
export const HOTEL_PRICE_FREEZE_DAYS = 7;

/** Spec §5: "adults are 18 or above, children under 18": the ages a child may have. */
export const CHILD_MIN_AGE = 0;
export const CHILD_MAX_AGE = ADULT_AGE - 1;
