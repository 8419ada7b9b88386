import { paymentMethodsQuery } from '../../components/payment-cards/payment-cards-api.ts';
import { cachedPortalConfig } from '../../lib/portal-config.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  checkoutRewardsAccountsQuery,
  customerPhoneQuery,
  travelersQuery,
  walletDetailsQuery,
} from './checkout-api.ts';

/**
 * What the book page's shell asks for on its first render (travelers, cards, rewards, wallet, phone on file),
 * started by its route loader while the page's module downloads, beside the product's own (app/checkout). The
 * hooks use the same queries.
 */
export function prefetchCheckout(): void {
  void queryClient.prefetchQuery(travelersQuery);
  void queryClient.prefetchQuery(paymentMethodsQuery);
  void queryClient.prefetchQuery(walletDetailsQuery);
  void queryClient.prefetchQuery(customerPhoneQuery);
  if (cachedPortalConfig().rewardsSupported) void queryClient.prefetchQuery(checkoutRewardsAccountsQuery);
}
