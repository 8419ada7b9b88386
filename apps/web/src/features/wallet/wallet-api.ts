import { useQuery } from '@tanstack/react-query';
import { WalletDetails, WalletHistory, WalletOffers } from '@portal/contracts/wallet';
import { api } from '../../lib/api-client.ts';

// api.md "Checkout" wallet rows (plus GET wallet/offers), as the travel wallet page reads them.

export function useWalletOffers() {
  return useQuery({
    queryKey: ['wallet', 'offers'],
    queryFn: () => api.get('wallet/offers', { schema: WalletOffers }),
    staleTime: 30_000,
  });
}

export function useWalletDetails() {
  return useQuery({
    queryKey: ['wallet', 'details'],
    queryFn: () => api.get('wallet/details', { schema: WalletDetails }),
    staleTime: 30_000,
  });
}

export function useWalletHistory() {
  return useQuery({
    queryKey: ['wallet', 'history'],
    queryFn: () => api.get('wallet/history', { schema: WalletHistory }),
    staleTime: 30_000,
  });
}
