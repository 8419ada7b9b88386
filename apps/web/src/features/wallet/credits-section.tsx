import type { WalletDetails } from '@portal/contracts/wallet';
import { Card } from '../../components/ui/card.tsx';
import { WalletIcon } from '../../components/ui/icons.tsx';
import { SectionState } from './section-states.tsx';
import { useWalletDetails } from './wallet-api.ts';
import { formatWalletAmount, TRANSACTION_LABELS } from './wallet-text.ts';

function CreditsCard({ details }: { details: WalletDetails }) {
  const total = details.credit.amount;
  return (
    <Card className="overflow-hidden">
      <div className="bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-6 text-white">
        <div className="flex items-center gap-2 text-sm font-semibold text-brand-100">
          <WalletIcon className="size-5" />
          Available travel credits
        </div>
        <p className="mt-2 text-4xl font-bold tracking-tight">{formatWalletAmount(total)}</p>
        <p className="mt-1 text-sm text-brand-100">Apply them at checkout on an eligible booking.</p>
      </div>
      <div className="px-6 py-5">
        <h3 className="text-sm font-bold tracking-wide text-slate-600 uppercase">Breakdown</h3>
        {details.creditBreakdown.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            You have no travel credits yet. Credits you earn appear here.
          </p>
        ) : (
          <dl className="mt-2 divide-y divide-slate-100 text-[15px]">
            {details.creditBreakdown.map((item) => (
              <div key={item.creditType} className="flex items-baseline justify-between gap-4 py-2">
                <dt className="text-slate-700">{TRANSACTION_LABELS[item.creditType]}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">
                  {formatWalletAmount(item.amount, { signed: true })}
                </dd>
              </div>
            ))}
            <div className="flex items-baseline justify-between gap-4 pt-3">
              <dt className="font-bold text-slate-900">Total</dt>
              <dd className="font-bold text-slate-900 tabular-nums">{formatWalletAmount(total)}</dd>
            </div>
          </dl>
        )}
      </div>
    </Card>
  );
}

/** The credit balance (the sum of the wallet ledger) and its net per transaction type (GET wallet/details). */
export function CreditsSection() {
  const details = useWalletDetails();
  return (
    <section aria-labelledby="wallet-credits" className="grid gap-4">
      <h2 id="wallet-credits" className="text-2xl font-bold text-slate-900">
        Travel credits
      </h2>
      <SectionState
        query={details}
        loadingLabel="Loading your travel credits"
        errorTitle="We couldn't load your travel credits"
      >
        {(data) => <CreditsCard details={data} />}
      </SectionState>
    </section>
  );
}

/** Spec §9 "Travel credits" terms. */
export function CreditTerms() {
  return (
    <section aria-labelledby="wallet-terms" className="rounded-2xl bg-slate-50 p-5 text-sm text-slate-700">
      <h2 id="wallet-terms" className="font-bold text-slate-900">
        About travel credits
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5">
        <li>Top-tier cards earn an annual $300 travel credit.</li>
        <li>
          Base-tier cards get a one-time $250 travel credit that expires one year after the account opens.
        </li>
        <li>
          Credits are non-transferable, and they expire on the cardholder's death or when the eligible card is
          lost.
        </li>
      </ul>
    </section>
  );
}
