// A flight amount as the API shows it (api.md Price): fiat, and the same amount in each rewards account the session
// may use, keyed by accountReferenceId (spec §3 "rewards keyed by program"). The conversion is the domain's one
// rule (money.ts fiatMinorToRewardsValue, spec §9 rounding), the same the hotel and homes quotes apply, and the
// accounts are the ones the rewards page shows this session (accountsVisibleTo), so a price never names an account
// checkout would refuse.
import type { Fiat, Price, Rewards } from '@portal/contracts/common';
import type { PassengerPrices, Passengers } from '@portal/domain/flights/model';
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
