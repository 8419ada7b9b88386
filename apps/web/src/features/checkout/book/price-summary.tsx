import { formatUsd } from '@portal/domain/money';
import type { Split } from '@portal/domain/rewards-split';
import type { PriceLine } from '../../../lib/checkout-product.ts';

/** The product's price lines, the trip total, then what the wallet and rewards cover and the amount due on the card. */
export function PriceSummary({
  lines,
  totalMinor,
  split,
  offerTitle,
  rewardsLabel,
  paidLater = null,
  note = null,
  airlineCreditMinor = 0,
}: {
  lines: readonly PriceLine[];
  totalMinor: number;
  split: Split | null;
  /** What is paid outside the booking ('Due at the hotel'): not part of the amount due on card. */
  paidLater?: PriceLine | null;
  /** A word under the amount due (the card guarantee of a booking with nothing charged now). */
  note?: string | null;
  offerTitle?: string;
  rewardsLabel?: string;
  /** What an applied airline travel credit pays (flights); it comes off before the wallet and rewards. */
  airlineCreditMinor?: number;
}) {
  return (
    <div>
      <dl className="space-y-2 text-[15px]">
        {lines.map((l, i) => (
          <Row key={`${l.label}-${i}`} label={l.label} value={formatUsd(l.minor)} credit={l.credit} />
        ))}
      </dl>
      <div className="my-3 border-t border-slate-200" />
      <dl className="space-y-2 text-[15px]">
        <Row label="Trip total" value={formatUsd(totalMinor)} strong />
        {paidLater ? <Row label={paidLater.label} value={formatUsd(paidLater.minor)} /> : null}
        {airlineCreditMinor > 0 ? (
          <Row label="Airline travel credit" value={`-${formatUsd(airlineCreditMinor)}`} credit />
        ) : null}
        {split && split.offerMinor > 0 ? (
          <Row label={offerTitle ?? 'Travel offer'} value={`-${formatUsd(split.offerMinor)}`} credit />
        ) : null}
        {split && split.creditMinor > 0 ? (
          <Row label="Travel credits" value={`-${formatUsd(split.creditMinor)}`} credit />
        ) : null}
        {split && split.rewardsFiatMinor > 0 ? (
          <Row
            label={rewardsLabel ?? 'Rewards applied'}
            value={`-${formatUsd(split.rewardsFiatMinor)}`}
            credit
          />
        ) : null}
      </dl>
      <div className="mt-3 flex items-baseline justify-between rounded-xl bg-slate-50 px-4 py-3">
        <span className="font-semibold text-slate-900">Amount due on card</span>
        <span className="text-xl font-bold text-slate-900">
          {formatUsd(split ? split.cardMinor : totalMinor - (paidLater?.minor ?? 0) - airlineCreditMinor)}
        </span>
      </div>
      {note ? <p className="mt-2 text-sm text-slate-600">{note}</p> : null}
    </div>
  );
}

function Row({
  label,
  value,
  strong,
  credit,
}: {
  label: string;
  value: string;
  strong?: boolean;
  credit?: boolean;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd
        className={strong ? 'font-semibold text-slate-900' : credit ? 'text-emerald-700' : 'text-slate-900'}
      >
        {value}
      </dd>
    </div>
  );
}
