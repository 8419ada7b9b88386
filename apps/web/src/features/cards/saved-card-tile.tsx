import type { PaymentMethod } from '@portal/contracts/payments';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { brandName, cardExpiry, cardName } from '../../components/payment-cards/card-name.ts';

const FACE: Record<string, string> = {
  visa: 'from-brand-700 to-brand-900',
  master: 'from-slate-700 to-slate-900',
  american_express: 'from-sky-700 to-sky-900',
};

/** A saved card drawn as a card face, with what the portal keeps of it and its linked rewards account. */
export function SavedCardTile({
  card,
  accountName,
  onDelete,
}: {
  card: PaymentMethod;
  /** The linked rewards account's name; null when unknown, undefined while loading. */
  accountName: string | null | undefined;
  onDelete: (card: PaymentMethod) => void;
}) {
  const name = cardName(card);
  const headingId = `card-${card.id}`;
  return (
    <Card className="flex h-full flex-col p-4">
      <article aria-labelledby={headingId} className="flex h-full flex-col">
        <div
          aria-hidden="true"
          className={`flex aspect-[1.9] flex-col justify-between rounded-xl bg-gradient-to-br p-4 text-white shadow-inner ${
            FACE[card.cardType] ?? 'from-teal-700 to-teal-900'
          }`}
        >
          <div className="flex items-start justify-between">
            <span className="text-sm font-semibold tracking-wide opacity-90">{accountName ?? ''}</span>
            <span className="text-sm font-bold">{brandName(card.cardType)}</span>
          </div>
          <span className="font-mono text-lg tracking-[0.2em]">•••• {card.last4}</span>
          <div className="flex items-end justify-between text-xs uppercase opacity-90">
            <span className="truncate pr-2">{card.cardholderName}</span>
            <span>{cardExpiry(card)}</span>
          </div>
        </div>
        <h2 id={headingId} className="mt-4 text-base font-bold text-slate-900">
          {name}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
          <dt className="font-semibold text-slate-900">Expires</dt>
          <dd>{cardExpiry(card)}</dd>
          <dt className="font-semibold text-slate-900">Rewards account</dt>
          <dd>
            {accountName === undefined ? (
              <>
                <span
                  aria-hidden="true"
                  className="inline-block h-4 w-24 animate-pulse rounded bg-slate-200 align-middle"
                />
                <span className="sr-only">Loading</span>
              </>
            ) : (
              (accountName ?? 'Not linked')
            )}
          </dd>
        </dl>
        <div className="mt-auto pt-4">
          <Button
            variant="secondary"
            className="w-full !text-accent-700 !ring-accent-600/40 hover:!bg-red-50"
            aria-label={`Delete ${name}`}
            onPress={() => onDelete(card)}
          >
            Delete
          </Button>
        </div>
      </article>
    </Card>
  );
}
