import type { FeeKind } from '@portal/contracts/listings';
import type { HomesPriceQuote } from '@portal/contracts/purchase';
import { majorToMinor } from '@portal/domain/money';
import type { PriceLine } from '../../../lib/checkout-product.ts';
import { feeLabel } from '../../../lib/fee-labels.ts';
import { splitFees, type RatePrice } from '../price-lines.ts';

/** The stay's price lines: from the quote once there is one, else from the shop answer. */
export function stayPriceLines(
  quote: HomesPriceQuote | null,
  price: RatePrice | undefined,
  nights: number,
): PriceLine[] {
  if (quote) {
    const lines: PriceLine[] = [];
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
  const lines: PriceLine[] = [
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
