import type { HomesPriceQuote } from '@portal/contracts/purchase';
import { formatUsd, majorToMinor } from '@portal/domain/money';
import type { Split } from '@portal/domain/rewards-split';
import type { FeeKind } from '@portal/contracts/listings';
import { feeLabel, splitFees, type RatePrice } from '../../../lib/stays/price-lines.ts';

export type Line = { label: string; minor: number; credit?: boolean };

/** The stay's price lines: from the quote once there is one, else from the shop answer. */
export function priceLines(
  quote: HomesPriceQuote | null,
  price: RatePrice | undefined,
  nights: number,
): Line[] {
  if (quote) {
    const lines: Line[] = [];
    for (const group of quote.rate.detailedPrice.groupedItems) {
      if (group.kind === 'Rent') {
        lines.push({
          label: `Rent, ${nights} ${nights === 1 ? 'night' : 'nights'}`,
          minor: majorToMinor(group.total.value),
        });
      } else if (group.kind === 'Discounts') {
        for (const l of group.lines)
          lines.push({ label: l.description, minor: -Math.abs(majorToMinor(l.amount.value)), credit: true });
      } else if (group.kind === 'Taxes') {
        lines.push({ label: 'Taxes', minor: majorToMinor(group.total.value) });
      } else {
        for (const l of group.lines)
          lines.push({
            label: feeLabel(l.description as FeeKind) ?? l.description,
            minor: majorToMinor(l.amount.value),
          });
      }
    }
    return lines.filter((l) => l.minor !== 0);
  }
  if (!price) return [];
  const { fees } = splitFees(price.fees, price.taxes.fiat.value);
  const lines: Line[] = [
    {
      label: `Rent, ${nights} ${nights === 1 ? 'night' : 'nights'}`,
      minor: majorToMinor(price.rentTotal.fiat.value),
    },
    ...price.discounts.map((d) => ({
      label: d.description,
      minor: -Math.abs(majorToMinor(d.amount.value)),
      credit: true,
    })),
    ...fees.map((f) => ({ label: feeLabel(f.kind), minor: majorToMinor(f.amount.value) })),
    { label: 'Taxes', minor: majorToMinor(price.taxes.fiat.value) },
  ];
  return lines.filter((l) => l.minor !== 0);
}

/** Stay lines, the trip total, then what the wallet and rewards cover and the amount due on the card. */
export function PriceSummary({
  lines,
  totalMinor,
  split,
  offerTitle,
  rewardsLabel,
}: {
  lines: readonly Line[];
  totalMinor: number;
  split: Split | null;
  offerTitle?: string;
  rewardsLabel?: string;
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
          {formatUsd(split ? split.cardMinor : totalMinor)}
        </span>
      </div>
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
