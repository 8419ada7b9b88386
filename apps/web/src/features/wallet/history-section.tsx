import type { WalletTransaction } from '@portal/contracts/wallet';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState, SectionState } from './section-states.tsx';
import { useWalletHistory } from './wallet-api.ts';
import { formatInstantDate, formatWalletAmount, TRANSACTION_LABELS } from './wallet-text.ts';

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const credit = transaction.amount.amount > 0;
  const label = TRANSACTION_LABELS[transaction.transactionType];
  return (
    <li className="flex items-start gap-4 px-5 py-4">
      <span
        aria-hidden="true"
        className={`mt-0.5 hidden size-9 shrink-0 place-items-center sm:grid rounded-full text-lg font-bold ${
          credit ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600'
        }`}
      >
        {credit ? '+' : '\u2212'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{label}</p>
        {transaction.description !== label ? (
          <p className="text-sm break-words text-slate-700">{transaction.description}</p>
        ) : null}
        <p className="mt-0.5 text-sm text-slate-600">
          <time dateTime={transaction.createdAt}>{formatInstantDate(transaction.createdAt)}</time>
        </p>
      </div>
      <p
        className={`shrink-0 text-right font-semibold tabular-nums ${
          credit ? 'text-emerald-700' : 'text-slate-900'
        }`}
      >
        {formatWalletAmount(transaction.amount, { signed: true })}
      </p>
    </li>
  );
}

/** Spec §3 credit history: every movement of the wallet ledger, newest first (GET wallet/history). */
export function HistorySection() {
  const history = useWalletHistory();
  return (
    <section aria-labelledby="wallet-history" className="grid gap-4">
      <h2 id="wallet-history" className="text-2xl font-bold text-slate-900">
        Credit history
      </h2>
      <SectionState
        query={history}
        loadingLabel="Loading your credit history"
        errorTitle="We couldn't load your credit history"
      >
        {({ credits }) =>
          credits.length === 0 ? (
            <EmptyState title="No credit activity yet">
              Credits you earn, redeem at checkout or that expire are listed here.
            </EmptyState>
          ) : (
            <Card>
              <ul aria-label="Credit transactions" className="divide-y divide-slate-100">
                {credits.map((t) => (
                  <TransactionRow key={t.id} transaction={t} />
                ))}
              </ul>
            </Card>
          )
        }
      </SectionState>
    </section>
  );
}
