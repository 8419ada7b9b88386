import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FulfilPollAnswer, Payment, QuotePollAnswer } from '@portal/contracts/purchase';
import {
  AddMainGuestAnswer,
  FulfilPollAnswer as FulfilPollSchema,
  QuotePollAnswer as QuotePollSchema,
  TokenAnswer,
} from '@portal/contracts/purchase';
import { ProductToEarnAnswer, RewardsAccountList } from '@portal/contracts/rewards';
import { TravelerList, Person, type PersonInput } from '@portal/contracts/travelers';
import { WalletDetails } from '@portal/contracts/wallet';
import { CustomerDetails } from '@portal/contracts/session';
import { api, isApiError } from '../../lib/api-client.ts';
import type { CheckoutProduct, QuoteRequest } from '../../lib/checkout-product.ts';

// api.md "Checkout": query hooks for the book page, and the plain calls of the quote and booking sequence.

const travelersKey = ['checkout', 'travelers'] as const;

/** PUT travelers/list without the spec §3 placeholder (no id): a traveler the user can pick has been saved. */
export const travelersQuery = queryOptions({
  queryKey: travelersKey,
  queryFn: async () =>
    (await api.put('travelers/list', {}, { schema: TravelerList })).value.filter((p) => p.id),
  staleTime: 60_000,
});

export function useTravelers() {
  return useQuery(travelersQuery);
}

/** PUT travelers/update: a new traveler when `id` is absent. */
export function useSaveTraveler() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (person: Partial<PersonInput> & Pick<PersonInput, 'givenName' | 'surname'>) =>
      api.put('travelers/update', { person }, { schema: Person }),
    onSuccess: () => client.invalidateQueries({ queryKey: travelersKey }),
  });
}

/** Full spec §3 rewards accounts (the shell's summary query keeps only what the header shows). */
export const checkoutRewardsAccountsQuery = queryOptions({
  queryKey: ['checkout', 'rewards-accounts'],
  queryFn: async () => {
    try {
      return await api.put('rewards/accounts', {}, { schema: RewardsAccountList });
    } catch (error) {
      if (isApiError(error, 404)) return [];
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export function useCheckoutRewardsAccounts(enabled: boolean) {
  return useQuery({ ...checkoutRewardsAccountsQuery, enabled });
}

/** Spec §4: the earn value is fetched when a card pays part of the trip. */
export function useProductToEarn(
  account: string | null,
  amountUsd: number,
  travelProduct: CheckoutProduct['type'],
) {
  return useQuery({
    queryKey: ['checkout', 'product-to-earn', travelProduct, account, amountUsd],
    queryFn: async () =>
      (
        await api.put(
          'rewards/convert/productToEarn',
          { account, travelProduct, amountUsd },
          { schema: ProductToEarnAnswer },
        )
      ).amount,
    enabled: Boolean(account) && amountUsd > 0,
    staleTime: 5 * 60_000,
  });
}

export const walletDetailsQuery = queryOptions({
  queryKey: ['checkout', 'wallet-details'],
  queryFn: () => api.get('wallet/details', { schema: WalletDetails }),
  staleTime: 60_000,
});

export function useWalletDetails() {
  return useQuery(walletDetailsQuery);
}

// The quote and booking sequence of spec §4 (steps 1 to 6), one call each.

export const purchaseCalls = {
  discardQuote: (token: string) => api.post('purchase/quote/discard', { value: token }),
  scheduleQuote: async (emailAddress: string, request: QuoteRequest): Promise<string> =>
    (await api.post('purchase/quote/schedule', { emailAddress, request }, { schema: TokenAnswer })).value,
  pollQuote: (token: string): Promise<QuotePollAnswer> =>
    api.post('purchase/quote/poll', { value: token }, { schema: QuotePollSchema }),
  /** The primary traveler on the quote, at the line's own path (homes/addMainGuest). */
  addMainGuest: (
    path: string,
    body: {
      emailAddress: string;
      mainGuest: { givenName: string; surname: string; phoneNumber: string };
      orderedProductId: string;
      paymentSessionToken: string;
    },
  ) => api.post(path, body, { schema: AddMainGuestAnswer }),
  /**
   * `outOfPolicyReason`: the traveler's reason for an out-of-policy booking (spec §5); `approvalRequestReason`:
   * their words to the approver (spec §3). Each sent only when given.
   */
  scheduleFulfil: async (
    quoteToken: string,
    payments: Payment[],
    outOfPolicyReason?: string | null,
    approvalRequestReason?: string | null,
  ): Promise<string> =>
    (
      await api.post(
        'purchase/fulfill/schedule',
        {
          quoteToken: { value: quoteToken },
          payments,
          ancillaries: [],
          ...(outOfPolicyReason ? { corporateOutOfPolicyReason: outOfPolicyReason } : {}),
          ...(approvalRequestReason?.trim() ? { approvalRequestReason: approvalRequestReason.trim() } : {}),
        },
        { schema: TokenAnswer },
      )
    ).value,
  pollFulfil: (token: string): Promise<FulfilPollAnswer> =>
    api.post('purchase/fulfill/poll', { value: token }, { schema: FulfilPollSchema }),
};

/** GET customer/details: the phone number the issuer has on file, offered as the booking's contact phone. */
export const customerPhoneQuery = queryOptions({
  queryKey: ['checkout', 'customer-details'],
  queryFn: async () => (await api.get('customer/details', { schema: CustomerDetails })).phoneNumber,
  staleTime: 5 * 60_000,
  retry: false,
});

export function useCustomerPhone() {
  return useQuery(customerPhoneQuery);
}
