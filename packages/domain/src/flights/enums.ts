/**
 * The flight enumerations of spec §1, §2, §3 and §4, each defined once: contracts build their zod enums from them,
 * the simulator and the search rules use them and the web labels them.
 */

/** Spec §3 "Trip types". open_jaw is a round trip that returns from (or to) another airport. */
export const TRIP_TYPES = ['one_way', 'round_trip', 'multi_city', 'open_jaw'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** Spec §3 "Cabin names", lowest first. */
export const CABIN_NAMES = ['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business', 'First'] as const;
export type CabinName = (typeof CABIN_NAMES)[number];

/** Spec §3 "Flight fare" tier ratings: basic 0, standard 1, enhanced 2, premium 3, luxury 4. */
export const FARE_SHELF_RATINGS = [0, 1, 2, 3, 4] as const;
export type FareShelfRating = (typeof FARE_SHELF_RATINGS)[number];
export const FARE_SHELF_TIERS = ['basic', 'standard', 'enhanced', 'premium', 'luxury'] as const;
export type FareShelfTier = (typeof FARE_SHELF_TIERS)[number];

/** Spec §3 "Sort keys for flights". */
export const FLIGHT_SORT_KEYS = [
  'arrivalTime',
  'departureTime',
  'duration',
  'fareScore',
  'price',
  'stops',
] as const;
export type FlightSortKey = (typeof FLIGHT_SORT_KEYS)[number];

/** Spec §3 "Stop filters": any, none, one or less, two or less. */
export const STOP_FILTERS = ['any', 'none', 'oneOrLess', 'twoOrLess'] as const;
export type StopFilter = (typeof STOP_FILTERS)[number];

/** Spec §3 "Flight filters": NoFilter, ShortLayover, NonStop, NoLCC and combinations (a list of these). */
export const FLIGHT_FILTERS = ['NoFilter', 'ShortLayover', 'NonStop', 'NoLCC'] as const;
export type FlightFilter = (typeof FLIGHT_FILTERS)[number];

/** Spec §3 "Airline filters": the named carriers, or every carrier but the low-cost ones. */
export const AIRLINE_FILTERS = ['AA', 'B6', 'DL', 'F9', 'NK', 'UA', 'ExcludeLcc'] as const;
export type AirlineFilter = (typeof AIRLINE_FILTERS)[number];

/** Spec §3 "Best-of tags", each from one fare score flag. */
export const BEST_OF_TAGS = ['Best Overall', 'Best Price', 'Best Quality', 'Fastest'] as const;
export type BestOfTag = (typeof BEST_OF_TAGS)[number];

/** Spec §3 "Refundability": FullFtc, PartialFtc or none, mapped to FTC_no_fees, FTC_fees, non_refundable. */
export const REFUNDABILITIES = ['FullFtc', 'PartialFtc', 'None'] as const;
export type Refundability = (typeof REFUNDABILITIES)[number];
export const REFUNDABILITY_CODES: Record<Refundability, 'FTC_no_fees' | 'FTC_fees' | 'non_refundable'> = {
  FullFtc: 'FTC_no_fees',
  PartialFtc: 'FTC_fees',
  None: 'non_refundable',
};

/** Spec §3 "Booked itinerary" multiTicketType. */
export const MULTI_TICKET_TYPES = ['single', 'hackerFare', 'virtualInterline'] as const;
export type MultiTicketType = (typeof MULTI_TICKET_TYPES)[number];

/** Spec §4 "Flight ticket" states; a booking still ticketing has none yet. */
export const FLIGHT_TICKET_STATES = ['Canceled', 'Modified', 'Rejected', 'Ticketed'] as const;
export type FlightTicketState = (typeof FLIGHT_TICKET_STATES)[number];

/** Spec §9 "Time-of-day buckets". */
export const TIME_OF_DAY_BUCKETS = ['earlyMorning', 'morning', 'afternoon', 'evening'] as const;
export type TimeOfDayBucket = (typeof TIME_OF_DAY_BUCKETS)[number];

/** Spec §3 "Restrictions": baggageInfo. */
export const BAGGAGE_INFO = ['allowed', 'notAllowed', 'unknown'] as const;
export type BaggageInfo = (typeof BAGGAGE_INFO)[number];

/** Spec §3 "Penalty kinds". WithFee carries an amount. */
export const PENALTY_KINDS = ['NoPenalty', 'NotPossible', 'Unknown', 'WithFee'] as const;
export type PenaltyKind = (typeof PENALTY_KINDS)[number];

/** Spec §2 "Flight funnel steps". */
export const FLIGHT_FUNNEL_STEPS = [
  'pricePrediction',
  'chooseDeparture',
  'chooseReturn',
  'reviewItinerary',
  'fareDetails',
] as const;
export type FlightFunnelStep = (typeof FLIGHT_FUNNEL_STEPS)[number];

/** Spec §1 price prediction recommendations. */
export const PREDICTION_RECOMMENDATIONS = ['wait', 'fair', 'good', 'great'] as const;
export type PredictionRecommendation = (typeof PREDICTION_RECOMMENDATIONS)[number];

/** Spec §4 "Flight watch" states and notification kinds. */
export const WATCH_STATES = ['NotWatching', 'Watching', 'JustWatched', 'InProcess'] as const;
export type WatchState = (typeof WATCH_STATES)[number];
export const WATCH_NOTIFICATIONS = ['EmailOnly', 'AppNotifications'] as const;
export type WatchNotification = (typeof WATCH_NOTIFICATIONS)[number];

/** Spec §3 passenger type codes: adult, child, lap infant, seated infant. */
export const PASSENGER_TYPE_CODES = ['ADT', 'CNN', 'INF', 'INS'] as const;
export type PassengerTypeCode = (typeof PASSENGER_TYPE_CODES)[number];

/**
 * Spec §3 passenger kinds. AgelessChild is a child booked without a birth date (a supplier's child fare with no
 * age); the portal always has the birth date, so it derives AgeChild and never produces AgelessChild itself.
 */
export const PASSENGER_KINDS = ['Adult', 'AgeChild', 'AgelessChild', 'LapInfant', 'SeatedInfant'] as const;
export type PassengerKind = (typeof PASSENGER_KINDS)[number];

/**
 * The outcomes of the passengers check (spec §5) and their error codes: the §8 passenger errors, then the §5 checks
 * §8 gives no code for, named after the §5 words, and CheckInMinimumAgeNotMet from §8's booking failure kinds.
 */
export const PASSENGERS_OUTCOMES = ['PassengersOk', 'InvalidPassengers'] as const;
export const PASSENGER_ERROR_CODES = [
  'NoAdultPassenger',
  'TooManyLapInfants',
  'LapInfantTooOld',
  'ExpiredPassport',
  'MissingPassport',
  'MissingNationality',
  'MalformedRedressNumber',
  'MalformedKnownTravelerNumber',
  'UnsupportedNameCharacters',
  'MissingPassportNumber',
  'InvalidPassportNumber',
  'NoContactInformation',
  'TooManyPassengers',
  'LapInfantsUnsupported',
  'SeatedInfantsUnsupported',
  'IllegalLapInfantRedressNumber',
  'IllegalLapInfantKnownTravelerNumber',
  'CheckInMinimumAgeNotMet',
] as const;
export type PassengerErrorCode = (typeof PASSENGER_ERROR_CODES)[number];
