import type { BookedPrice, HomeTrip } from '@portal/contracts/trips';
import { feeLabel } from '../../../lib/fee-labels.ts';
import {
  paymentSourceName,
  refundDestination,
  refundSourceName,
  rewardsText,
  tripMoney,
} from '../trip-text.ts';

type FeeLine = BookedPrice['fees'][number];

const cents = (value: number) => Math.round(value * 100);

/**
 * `fees` lists the listing's fees first and then one line per tax; `feesTotal` and `taxes` are their sums. The
 * split point is where the running sum reaches `feesTotal`; null when the lines do not add up that way.
 */
export function splitBookedFees(price: BookedPrice): { fees: FeeLine[]; taxes: FeeLine[] } | null {
  const feesTotal = cents(price.feesTotal.value);
  let sum = 0;
  for (let i = 0; i <= price.fees.length; i++) {
    if (sum === feesTotal) {
      const taxes = price.fees.slice(i);
      const taxSum = taxes.reduce((acc, t) => acc + cents(t.amount.value), 0);
      if (taxSum === cents(price.taxes.value)) return { fees: price.fees.slice(0, i), taxes };
    }
    sum += cents(price.fees[i]?.amount.value ?? 0);
  }
  return null;
}

export type Line = { label: string; value: string; detail?: string; tone?: 'discount' | 'total' };

/** The booked price as lines: rent, discounts, fees, taxes, agent fee and the total. */
export function bookedPriceLines(price: BookedPrice): Line[] {
  const nights = `${price.nights} ${price.nights === 1 ? 'night' : 'nights'}`;
  const lines: Line[] = [{ label: `${tripMoney(price.nightly)} x ${nights}`, value: tripMoney(price.rent) }];
  for (const d of price.discounts) {
    lines.push({ label: d.description, value: `-${tripMoney(d.amount)}`, tone: 'discount' });
  }
  const split = splitBookedFees(price);
  if (split) {
    for (const f of split.fees) lines.push({ label: feeLabel(f.kind), value: tripMoney(f.amount) });
    for (const t of split.taxes) lines.push({ label: feeLabel(t.kind), value: tripMoney(t.amount) });
  } else {
    if (price.feesTotal.value > 0) lines.push({ label: 'Fees', value: tripMoney(price.feesTotal) });
    if (price.taxes.value > 0) lines.push({ label: 'Taxes', value: tripMoney(price.taxes) });
  }
  if (price.agentFee.value > 0) lines.push({ label: 'Agent fee', value: tripMoney(price.agentFee) });
  lines.push({ label: 'Total', value: tripMoney(price.total), tone: 'total' });
  return lines;
}

export function LineList({ lines, label }: { lines: readonly Line[]; label: string }) {
  return (
    <dl aria-label={label} className="divide-y divide-slate-100">
      {lines.map((line, i) => (
        <div
          key={`${line.label}-${i}`}
          className={`flex items-start justify-between gap-4 py-2.5 ${
            line.tone === 'total' ? 'border-t-2 !border-slate-200 pt-3 font-bold text-slate-900' : ''
          }`}
        >
          <dt className="min-w-0">
            <span className={line.tone === 'total' ? '' : 'text-slate-700'}>{line.label}</span>
            {line.detail ? <span className="block text-sm text-slate-600">{line.detail}</span> : null}
          </dt>
          <dd
            className={`shrink-0 text-right tabular-nums ${
              line.tone === 'discount' ? 'text-emerald-700' : line.tone === 'total' ? '' : 'text-slate-900'
            }`}
          >
            {line.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function PriceBreakdown({ trip }: { trip: HomeTrip }) {
  return <LineList label="Price breakdown" lines={bookedPriceLines(trip.price)} />;
}

/** What each payment paid: card with last four, rewards with amount and account, offer, credit. */
export type PaidTrip = Pick<HomeTrip, 'payments' | 'total' | 'refunds' | 'refundTotal'>;

export function paymentLines(trip: PaidTrip): Line[] {
  return trip.payments.map((p) => ({
    label: paymentSourceName(p),
    detail: p.kind === 'Rewards' && p.rewards ? `${rewardsText(p.rewards)} redeemed` : undefined,
    value: tripMoney(p.amount),
  }));
}

export function PaymentsList({ trip }: { trip: PaidTrip }) {
  return (
    <LineList
      label="Payments"
      lines={[...paymentLines(trip), { label: 'Total paid', value: tripMoney(trip.total), tone: 'total' }]}
    />
  );
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function RefundsList({ trip }: { trip: PaidTrip }) {
  const lines: Line[] = trip.refunds.map((r) => ({
    label: refundSourceName(r, trip.payments),
    detail: [
      r.kind === 'Rewards' && r.rewards ? `${rewardsText(r.rewards)} returned` : '',
      refundDestination(r.kind) ?? '',
      formatInstant(r.at),
    ]
      .filter(Boolean)
      .join(' · '),
    value: tripMoney(r.amount),
  }));
  lines.push({ label: 'Total refunded', value: tripMoney(trip.refundTotal), tone: 'total' });
  return <LineList label="Refunds" lines={lines} />;
}
