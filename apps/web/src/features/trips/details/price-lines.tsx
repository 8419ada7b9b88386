import type { FeeKind } from '@portal/contracts/listings';
import type { BookedPrice, HomeTrip } from '@portal/contracts/trips';
import { refundSourceName, paymentSourceName, rewardsText, tripMoney } from '../trip-text.ts';

const FEE_LABELS: Record<FeeKind, string> = {
  CityTax: 'City tax',
  CleaningFee: 'Cleaning fee',
  Fee: 'Fee',
  ServiceFee: 'Service fee',
  HotelFee: 'Hotel fee',
  OccupancyFee: 'Occupancy fee',
  PetFee: 'Pet fee',
  PropertyFee: 'Property fee',
  RecoveryChargesTax: 'Tax recovery charges',
  ResortFee: 'Resort fee',
  SalesTax: 'Sales tax',
  Tax: 'Tax',
  TravelerServiceFee: 'Traveler service fee',
};

type Line = { label: string; value: string; detail?: string; tone?: 'discount' | 'total' };

/** The booked price as lines: rent, discounts, fees, taxes, agent fee and the total. */
export function bookedPriceLines(price: BookedPrice): Line[] {
  const nights = `${price.nights} ${price.nights === 1 ? 'night' : 'nights'}`;
  const lines: Line[] = [{ label: `${tripMoney(price.nightly)} x ${nights}`, value: tripMoney(price.rent) }];
  for (const d of price.discounts) {
    lines.push({ label: d.description, value: `-${tripMoney(d.amount)}`, tone: 'discount' });
  }
  for (const f of price.fees) lines.push({ label: FEE_LABELS[f.kind], value: tripMoney(f.amount) });
  if (price.taxes.value > 0) lines.push({ label: 'Taxes', value: tripMoney(price.taxes) });
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
export function paymentLines(trip: HomeTrip): Line[] {
  return trip.payments.map((p) => ({
    label: paymentSourceName(p),
    detail: p.kind === 'Rewards' && p.rewards ? `${rewardsText(p.rewards)} redeemed` : undefined,
    value: tripMoney(p.amount),
  }));
}

export function PaymentsList({ trip }: { trip: HomeTrip }) {
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

export function RefundsList({ trip }: { trip: HomeTrip }) {
  const lines: Line[] = trip.refunds.map((r) => ({
    label: refundSourceName(r, trip.payments),
    detail: [
      r.kind === 'Rewards' && r.rewards ? `${rewardsText(r.rewards)} returned` : '',
      formatInstant(r.at),
    ]
      .filter(Boolean)
      .join(' · '),
    value: tripMoney(r.amount),
  }));
  lines.push({ label: 'Total refunded', value: tripMoney(trip.refundTotal), tone: 'total' });
  return <LineList label="Refunds" lines={lines} />;
}
