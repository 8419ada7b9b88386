// The composition root: everything from outside the code (configuration, the database, time and the outside
// parties) is made here once and handed to the app. Modules receive what they need through AppDeps and never
// create a provider or read the environment themselves, so a test (or another deployment) swaps any of them.
import type { Db, DbHandle } from '@portal/db/client';
import type { Config } from './config.ts';
import { smtpSender, type EmailSender } from './providers/email/email-sender.ts';
import type { IssuerRewards } from './providers/issuer-rewards/issuer-rewards.ts';
import { createIssuerRewardsSimulator } from './providers/issuer-rewards/issuer-rewards-simulator.ts';
import type { PaymentProvider } from './providers/payments/payment-provider.ts';
import { createPaymentSimulator } from './providers/payments/payment-simulator.ts';
import { createSupplySimulator, type ListingSupply } from './providers/supply/listing-supply.ts';
import { createHotelSupplySimulator, type HotelSupply } from './providers/supply/hotel-supply.ts';
import type { CfarProvider } from './providers/cfar/cfar-provider.ts';
import { createCfarSimulator } from './providers/cfar/cfar-simulator.ts';
import type { FlightSupply } from './providers/flight-supply/flight-supply.ts';
import { createFlightSupplySimulator } from './providers/flight-supply/simulator/flight-supply-simulator.ts';
import type { PricePrediction } from './providers/price-prediction/price-prediction.ts';
import { createEmbeddedPricePrediction } from './providers/price-prediction/embedded-price-prediction.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import { createProductRegistry, type ProductRegistry } from './checkout/product-registry.ts';
import { createHomesLine } from './products/homes/homes.product.ts';
import { createHotelsLine } from './products/hotels/hotels.product.ts';
import { createFlightsLine } from './products/flights/flights.product.ts';
import type { CheckoutValidator } from './checkout/validators/checkout-validator.ts';
import { approvalValidator } from './checkout/validators/approval.validator.ts';
import { policyValidator } from './checkout/validators/policy.validator.ts';
import { createDuffelFlightSupply } from './providers/flight-supply/duffel/duffel-flight-supply.ts';
import { duffelSdkPort } from './providers/flight-supply/duffel/duffel-port.ts';

export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The outside parties, each behind its interface. */
export type Providers = {
  /** The card processor: tokenize, authorize, capture, void, refund. */
  payments: PaymentProvider;
  /** The card issuer's rewards system: balances and redemptions. */
  rewards: IssuerRewards;
  /** The vacation-rental supplier's live rates. */
  supply: ListingSupply;
  /** The hotel supplier's live rates and reservations (spec §8 hotel rejections). */
  hotelSupply: HotelSupply;
  /** The cancel-for-any-reason partner: eligibility and premium of a hotel rate's refundable variant. */
  cfar: CfarProvider;
  /** The mail server; null when none is configured (emails then stay in the outbox, listed at /outbox). */
  email: EmailSender | null;
  /** The flight supplier: schedules, connections and live fares on five shelves (the embedded simulator). */
  flightSupply: FlightSupply;
  /** The flight price prediction partner (spec §1): learns from flight_price_history only. */
  pricePrediction: PricePrediction;
};

/** Everything the app needs from outside; tests build theirs with createDeps and their own clock or providers. */
export type AppDeps = {
  config: Config;
  db: Db;
  dbKind: DbHandle['kind'];
  clock: Clock;
  providers: Providers;
  /** The product lines the checkout engine sells (homes today), by their type. */
  products: ProductRegistry;
  /** Checks a booking request must pass at fulfil schedule (checkout/validators): corporate policy, ... */
  checkoutValidators: readonly CheckoutValidator[];
  /** Durable background jobs (emails, fulfil recovery), in this database. */
  jobs: JobQueue;
  /** Where logs go instead of stdout (tests read them to check that secrets are redacted). */
  logStream?: { write: (line: string) => void };
};

/**
 * The embedded simulators keep their books in their own tables of this database, so every API process (and every
 * process started after a crash) sees the same charges and redemptions, as with a real provider.
 */
export function createProviders(config: Config, db: Db): Providers {
  return {
    payments: createPaymentSimulator(db),
    rewards: createIssuerRewardsSimulator(db),
    supply: createSupplySimulator(),
    hotelSupply: createHotelSupplySimulator(),
    cfar: createCfarSimulator(),
    email: config.smtpUrl ? smtpSender(config.smtpUrl) : null,
    flightSupply: chooseFlightSupply(config, createFlightSupplySimulator()),
    pricePrediction: createEmbeddedPricePrediction(db),
  };
}

export type DepsOptions = {
  clock?: Clock;
  providers?: Partial<Providers>;
  logStream?: AppDeps['logStream'];
};

export function createDeps(
  config: Config,
  handle: Pick<DbHandle, 'db' | 'kind'>,
  options: DepsOptions = {},
): AppDeps {
  const providers = { ...createProviders(config, handle.db), ...options.providers };
  const clock = options.clock ?? systemClock;
  return {
    config,
    db: handle.db,
    dbKind: handle.kind,
    clock,
    providers,
    products: createProductRegistry([
      createHomesLine(providers.supply),
      createHotelsLine(providers.hotelSupply, clock, providers.cfar),
      createFlightsLine(providers.flightSupply, clock),
    ]),
    checkoutValidators: [policyValidator, approvalValidator],
    jobs: createJobQueue(handle, config.jobs),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  };
}

/**
 * The flight supplier: Duffel when DUFFEL_ACCESS_TOKEN is set, else the embedded simulator. Duffel sells from the
 * same airports and airlines as the simulator (its reference data), so autocomplete and the search rules agree.
 */
export function chooseFlightSupply(
  config: Pick<Config, 'duffelAccessToken'>,
  simulator: FlightSupply,
): FlightSupply {
  if (!config.duffelAccessToken) return simulator;
  return createDuffelFlightSupply({ port: duffelSdkPort(config.duffelAccessToken), reference: simulator });
}
