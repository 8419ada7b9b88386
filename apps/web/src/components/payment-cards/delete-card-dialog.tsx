import { useState } from 'react';
import type { PaymentMethod } from '@portal/contracts/payments';
import { useDeletePaymentMethod } from './payment-cards-api.ts';
import { ConfirmDeleteDialog } from '../ui/confirm-delete-dialog.tsx';
import { cardName } from './card-name.ts';

/**
 * Asks before deleting a saved card (a card cannot be restored, only added again), then deletes it behind the
 * spec §8 'Deleting' popup; the saved-card list is fetched again before the popup closes.
 */
export function DeleteCardDialog({
  card,
  onClose,
  onDeleted,
  setLoading,
}: {
  card: PaymentMethod | null;
  onClose: () => void;
  onDeleted: (card: PaymentMethod) => void;
  setLoading: (text: string | null) => void;
}) {
  const remove = useDeletePaymentMethod();
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    if (!card) return;
    onClose();
    setLoading('Deleting');
    try {
      await remove.mutateAsync(card.id);
      onDeleted(card);
    } catch {
      setFailed(true);
    } finally {
      setLoading(null);
    }
  };

  return (
    <ConfirmDeleteDialog
      isOpen={card !== null}
      title="Delete this card?"
      confirmLabel="Delete card"
      onConfirm={() => void confirm()}
      onCancel={onClose}
      failedTitle="We are unable to delete your payment method"
      failed={failed}
      onFailedClose={() => setFailed(false)}
    >
      <p>
        {card ? cardName(card) : ''} will be removed from your saved payment methods. You can add it again
        later.
      </p>
    </ConfirmDeleteDialog>
  );
}
