import type { Rewards } from '@portal/contracts/common';
import type { PaidLine, PaymentBreakdown } from '@portal/contracts/purchase';
import { formatRewards, isCashRewards, rewardsValueToMinor } from '@portal/domain/money';
import { Card } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';

const money = (fiat: PaidLine['amount']) => formatMoney(fiat, { cents: true });
const rewardsText = (r: Rewards) =>
  formatRewards(rewardsValueToMinor(r.value, r.currency), r.currency, r.currencyDescription);

/** What a line took: rewards show the units redeemed beside their cash value (Cash rewards are dollars already). */
function Detail({ line }: { line: PaidLine }) {
  if (!line.rewards) return null;
  const text = isCashRewards(line.rewards.currency)
    ? 'Cash rewards'
    : `${rewardsText(line.rewards)} redeemed`;
  return <span className="block text-sm text-slate-600">{text}</span>;
}

/** "How you paid": every source of the money, their sum as the total paid, and the rewards the card earned. */
export function PaidWith({ paidWith }: { paidWith: PaymentBreakdown }) {
  return (
    <Card className="mt-6 p-5">
      <h2 id="paid-with-title" className="text-lg font-bold text-slate-900">
        How you paid
      </h2>
      <dl aria-labelledby="paid-with-title" className="mt-3 divide-y divide-slate-200">
        {paidWith.lines.map((line, i) => (
          <div key={i} className="flex items-start justify-between gap-4 py-2">
            <dt className="min-w-0 text-slate-800">
              {line.description}
              <Detail line={line} />
            </dt>
            <dd className="shrink-0 font-medium text-slate-900 tabular-nums">{money(line.amount)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 pt-3">
          <dt className="font-bold text-slate-900">Total paid</dt>
          <dd className="text-lg font-bold text-slate-900 tabular-nums">{money(paidWith.totalPaid)}</dd>
        </div>
      </dl>
      {paidWith.earned ? (
        <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          You earn {rewardsText(paidWith.earned.rewards)} on your {paidWith.earned.accountName} card with this
          booking.
        </p>
      ) : null}
    </Card>
  );
}
