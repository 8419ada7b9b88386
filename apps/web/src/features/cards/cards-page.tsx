import { useState } from 'react';
import type { PaymentMethod } from '@portal/contracts/payments';
import { AddCardDialog } from '../../components/payment-cards/add-card-dialog.tsx';
import { cardName } from '../../components/payment-cards/card-name.ts';
import { DeleteCardDialog } from '../../components/payment-cards/delete-card-dialog.tsx';
import { usePaymentMethods } from '../../components/payment-cards/payment-cards-api.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LockIcon } from '../../components/ui/icons.tsx';
import { LoadingPopup } from '../../components/ui/message-dialog.tsx';
import { PageBody, PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useRewardsAccounts } from '../../lib/rewards-accounts.ts';
import { SavedCardTile } from './saved-card-tile.tsx';

export const CARDS_TITLE = 'Saved cards';

function CardList({ cards, onDelete }: { cards: PaymentMethod[]; onDelete: (card: PaymentMethod) => void }) {
  const accounts = useRewardsAccounts();
  // undefined while the accounts load, so a linked card is not shown as unlinked for a moment.
  const accountName = (card: PaymentMethod): string | null | undefined => {
    if (!card.accountReferenceId) return null;
    if (accounts.isPending) return undefined;
    return (
      accounts.data?.find((a) => a.accountReferenceId === card.accountReferenceId)?.productDisplayName ?? null
    );
  };
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {cards.map((card) => (
        <li key={card.id}>
          <SavedCardTile card={card} accountName={accountName(card)} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

/** Spec §3 "Saved payment method": the user's cards, added with verification and deleted after a confirmation. */
export function CardsPage() {
  useDocumentTitle(CARDS_TITLE);
  const methods = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <PageHeader eyebrow="Account" title={CARDS_TITLE}>
        The cards you pay with on bookings. Card numbers stay with our payment processor.
      </PageHeader>
      <PageBody>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <LockIcon className="size-4 shrink-0" />
            We keep only the brand, last four digits and expiry of each card.
          </p>
          <Button
            onPress={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            Add a card
          </Button>
        </div>
        <p role="status" className={notice ? 'mb-6' : 'sr-only'}>
          {notice ? (
            <span className="block rounded-xl border border-emerald-700/30 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
              {notice}
            </span>
          ) : null}
        </p>
        {methods.isPending ? (
          <div className="flex min-h-32 items-center justify-center text-brand-700">
            <Spinner label="Loading your saved cards" />
          </div>
        ) : methods.isError ? (
          <div className="grid gap-3">
            <Alert title="We couldn't load your saved cards">Please try again in a moment.</Alert>
            <Button variant="secondary" className="justify-self-start" onPress={() => void methods.refetch()}>
              Try again
            </Button>
          </div>
        ) : methods.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-5 py-10 text-center">
            <p className="font-semibold text-slate-900">No saved cards</p>
            <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
              Add an eligible card to pay for your trips faster at checkout.
            </p>
          </div>
        ) : (
          <CardList
            cards={methods.data}
            onDelete={(card) => {
              setNotice(null);
              setDeleting(card);
            }}
          />
        )}
      </PageBody>
      <AddCardDialog
        isOpen={adding}
        onClose={() => setAdding(false)}
        onAdded={(card) => setNotice(`${cardName(card)} was added to your saved cards.`)}
        setLoading={setLoading}
      />
      <DeleteCardDialog
        card={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(card) => setNotice(`${cardName(card)} was deleted.`)}
        setLoading={setLoading}
      />
      <LoadingPopup text={loading} />
    </>
  );
}
