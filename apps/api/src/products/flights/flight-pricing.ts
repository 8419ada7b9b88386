// A flight amount as the API shows it (api.md Price): fiat, and the same amount in each rewards account the session
// may use, keyed by accountReferenceId (spec §3 "rewards keyed by program"). The conversion is the domain's one
// rule (money.ts fiatMinorToRewardsValue, spec §9 rounding), the same the hotel and homes quotes apply, and the
// accounts are the ones the rewards page shows this session (accountsVisibleTo), so a price never names an account
// checkout would refuse.
import type { Fiat, Price, Rewards } from '@portal/contracts/common';
import type { PassengerPrices, Passengers, SupplyFare } from '@portal/domain/flights/model';
import { fiatMinorToRewardsValue, minorToMajor, toFiat } from '@portal/domain/money';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { accountsVisibleTo, type AccountWithBalance } from '../../modules/rewards/rewards.service.ts';

export type PricingAccounts = readonly AccountWithBalance[];

/** The accounts a session's flight prices are shown in; none without a session (fiat only). */
export async function pricingAccountsOf(
  deps: Pick<AppDeps, 'db'>,
  session: AuthSession | null,
): Promise<PricingAccounts> {
  return session ? accountsVisibleTo(deps.db, session) : [];
}

function fiatOf(amountMinor: number, currency: string): Fiat {
  if (currency === 'USD') return toFiat(amountMinor);
  // A supplier pricing in another currency (Duffel may): shown as is, with its code as the symbol.
  return { value: minorToMajor(amountMinor), currencyCode: currency, currencySymbol: currency };
}

export function priceOf(amountMinor: number, currency: string, accounts: PricingAccounts): Price {
  const rewards: Record<string, Rewards> = {};
  // Rewards convert from dollars only (spec §9 multipliers are per USD).
  if (currency === 'USD') {
    for (const { account } of accounts) {
      rewards[account.accountReferenceId] = {
        value: fiatMinorToRewardsValue(amountMinor, account.currency),
        currency: account.currency,
        currencyDescription: account.currencyDescription,
      };
    }
  }
  return { fiat: fiatOf(amountMinor, currency), rewards };
}

/** What every passenger searched pays for a fare: each type's price times its count. */
export function passengersTotalMinor(prices: PassengerPrices, passengers: Passengers): number {
  return (
    prices.adult * passengers.adults +
    prices.child * passengers.childAges.length +
    prices.lapInfant * passengers.lapInfants +
    prices.seatedInfant * passengers.seatedInfants
  );
}

/** A fare's price per adult and for every passenger searched. */
export type FarePrices = { amount: Price; total: Price };

const pricingKeys = new WeakMap<PricingAccounts, WeakMap<Passengers, string>>();

/** What a fare's prices depend on besides the fare: the passenger counts and the accounts shown. */
function pricingKeyOf(passengers: Passengers, accounts: PricingAccounts): string {
  let byPassengers = pricingKeys.get(accounts);
  if (!byPassengers) {
    byPassengers = new WeakMap();
    pricingKeys.set(accounts, byPassengers);
  }
  let key = byPassengers.get(passengers);
  if (key === undefined) {
    const counts = [
      passengers.adults,
      passengers.childAges.length,
      passengers.lapInfants,
      passengers.seatedInfants,
    ];
    const shown = accounts.map(({ account: a }) => [a.accountReferenceId, a.currency, a.currencyDescription]);
    key = JSON.stringify([counts, shown]);
    byPassengers.set(passengers, key);
  }
  return key;
}

/** Prices kept per fare for at most this many passenger and account combinations (a busy route's searchers). */
const PRICES_PER_FARE = 32;

/**
 * A fare's amount and total, built once per supplier fare, passengers and accounts: every search of a busy route
 * by the same kind of party shows the same prices, and answers only serialize them. `cache` is the fare's own
 * (flights-mapping.ts keeps one per supplier fare).
 */
export function farePrices(
  fare: SupplyFare,
  cache: Map<string, FarePrices>,
  passengers: Passengers,
  accounts: PricingAccounts,
): FarePrices {
  const key = pricingKeyOf(passengers, accounts);
  let prices = cache.get(key);
  if (!prices) {
    prices = {
      amount: priceOf(fare.pricePerPassenger.adult, fare.currency, accounts),
      total: priceOf(passengersTotalMinor(fare.pricePerPassenger, passengers), fare.currency, accounts),
    };
    if (cache.size >= PRICES_PER_FARE) cache.clear();
    cache.set(key, prices);
  }
  return prices;
}
