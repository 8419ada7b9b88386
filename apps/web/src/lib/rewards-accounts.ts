import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from './api-client.ts';
import { hasLiveSession } from './session-store.ts';

/** The fields of spec §3 "Rewards account" the shell needs; features parse the rest with their own schemas. */
export interface RewardsAccountSummary {
  accountReferenceId: string;
  productDisplayName: string;
  rewardsBalance: { value: number; currency: string; currencyDescription?: string };
  earn?: {
    homesMultiplier?: number;
    hotelsMultiplier?: number;
    flightsMultiplier?: number;
    carsMultiplier?: number;
  };
}

export const REFERENCE_ID_KEY = 'referenceId';

/** spec §6: highest homes multiplier first, unless a saved reference id (local storage key referenceId) exists. */
export function topRewardsAccount(accounts: RewardsAccountSummary[]): RewardsAccountSummary | null {
  const saved = localStorage.getItem(REFERENCE_ID_KEY);
  const savedAccount = saved ? accounts.find((a) => a.accountReferenceId === saved) : undefined;
  if (savedAccount) return savedAccount;
  const ranked = [...accounts].sort(
    (a, b) => (b.earn?.homesMultiplier ?? 0) - (a.earn?.homesMultiplier ?? 0),
  );
  return ranked[0] ?? null;
}

/** spec §9: '%' for cash accounts, 'X' otherwise. */
export function earnRateText(account: RewardsAccountSummary): string | null {
  const multiplier = account.earn?.homesMultiplier;
  if (!multiplier) return null;
  const unit = account.rewardsBalance.currency.toLowerCase() === 'cash' ? '%' : 'X';
  return `Earn ${multiplier}${unit} on vacation rentals`;
}

export const rewardsAccountsQueryKey = ['rewards-accounts'] as const;

/** PUT rewards/accounts; an API without the route (404) answers "no accounts" rather than an error. */
export function useRewardsAccounts(enabled = true) {
  return useQuery({
    queryKey: rewardsAccountsQueryKey,
    queryFn: async () => {
      try {
        return await api.put<RewardsAccountSummary[]>('rewards/accounts', {});
      } catch (error) {
        if (isApiError(error, 404)) return [];
        throw error;
      }
    },
    enabled: enabled && hasLiveSession(),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
