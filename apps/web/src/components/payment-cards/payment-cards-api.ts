import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PaymentMethodList, VerifyCardAnswer, type VerifyCardRequest } from '@portal/contracts/payments';
import { api } from '../../lib/api-client.ts';

// api.md "Checkout" payment-methods rows, shared by the book flow and the saved cards page so that a card
// added or deleted on one is seen by the other (one query key).

export const paymentMethodsKey = ['payment-methods'] as const;

export const paymentMethodsQuery = queryOptions({
  queryKey: paymentMethodsKey,
  queryFn: async () => (await api.put('payment-methods/list', {}, { schema: PaymentMethodList })).value,
  staleTime: 60_000,
});

export function usePaymentMethods() {
  return useQuery(paymentMethodsQuery);
}

export function useVerifyCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: VerifyCardRequest) =>
      api.post('payment-methods/verify', card, { schema: VerifyCardAnswer }),
    onSuccess: (answer) => {
      if (answer.PaymentVerifyResult === 'Success')
        void client.invalidateQueries({ queryKey: paymentMethodsKey });
    },
  });
}

/** POST payment-methods/delete; resolves once the saved-card list has been fetched again. */
export function useDeletePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => api.post('payment-methods/delete', { paymentId }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentMethodsKey }),
  });
}
