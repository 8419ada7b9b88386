import { useQuery } from '@tanstack/react-query';
import { WalletDetails, WalletHistory, WalletOffers } from '@portal/contracts/wallet';
import { api } from '../../lib/api-client.ts';

// api.md "Checkout" wallet rows (plus GET wallet/offers), as the travel wallet page reads them. Always refetched on
// mount: a booking made a moment ago may have used an offer or redeemed credit.

export function useWalletOffers() {
  return useQuery({
    queryKey: ['wallet', 'offers'],
    queryFn: () => api.get('wallet/offers', { schema: WalletOffers }),
  });
}

export function useWalletDetails() {
  return useQuery({
    queryKey: ['wallet', 'details'],
    queryFn: () => api.get('wallet/details', { schema: WalletDetails }),
  });
}

export function useWalletHistory() {
  return useQuery({
    queryKey: ['wallet', 'history'],
    queryFn: () => api.get('wallet/history', { schema: WalletHistory }),
  });
}
