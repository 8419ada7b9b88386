import { useState } from 'react';
import type { PaymentMethod } from '@portal/contracts/payments';
import { Button } from '../ui/button.tsx';
import { useDeletePaymentMethod } from './payment-cards-api.ts';
import { MessageDialog } from '../ui/message-dialog.tsx';
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
    <>
      <MessageDialog
        isOpen={card !== null}
        title="Delete this card?"
        actions={
          <>
            <Button variant="danger" onPress={() => void confirm()} className="w-full">
              Delete card
            </Button>
            <Button autoFocus variant="secondary" onPress={onClose} className="w-full">
              Cancel
            </Button>
          </>
        }
      >
        <p>
          {card ? cardName(card) : ''} will be removed from your saved payment methods. You can add it again
          later.
        </p>
      </MessageDialog>
      <MessageDialog
        isOpen={failed}
        title="We are unable to delete your payment method"
        actions={
          <Button autoFocus onPress={() => setFailed(false)} className="w-full">
            Continue
          </Button>
        }
      >
        <p>Please try again.</p>
      </MessageDialog>
    </>
  );
}
