import { useId, useState } from 'react';
import { formatMoney } from '../../../lib/format.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { feeLabel } from '../../../lib/fee-labels.ts';
import { fiat, splitFees, type RatePrice } from '../price-lines.ts';
import { sanitizeText } from '../../../lib/sanitize-text.ts';

function Line({
  label,
  value,
  tone = 'plain',
}: {
  label: string;
  value: string;
  tone?: 'plain' | 'credit' | 'sub';
}) {
  const color = tone === 'credit' ? 'text-emerald-700' : tone === 'sub' ? 'text-slate-500' : 'text-slate-700';
  return (
    <div className={`flex justify-between gap-4 ${tone === 'sub' ? 'pl-3 text-[13px]' : ''} ${color}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Rent, discounts, each fee by kind, then taxes (total and per kind), ending in the trip total. Collapsed behind
 * 'Price details' in the booking panel; `expanded` where the user has already asked for the breakdown (the phone's
 * total opens it in a dialog of that name, which must not hold a second collapsed 'Price details').
 */
export function PriceBreakdown({
  price,
  nights,
  expanded = false,
}: {
  price: RatePrice;
  nights: number;
  expanded?: boolean;
}) {
  const [toggled, setOpen] = useState(false);
  const open = expanded || toggled;
  const id = useId();
  const money = (value: number) => formatMoney(fiat(value, price.total.fiat), { cents: true });
  const discountTotal = price.discounts.reduce((sum, d) => sum + d.amount.value, 0);
  const { fees, taxes } = splitFees(price.fees, price.taxes.fiat.value);
  return (
    <div>
      {expanded ? null : (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between gap-3 rounded py-1 text-left text-sm font-semibold text-slate-900"
        >
          <span className="underline decoration-slate-300 underline-offset-4">Price details</span>
          <ChevronDownIcon
            className={`size-5 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      )}
      <dl id={id} hidden={!open} className={`${expanded ? '' : 'mt-3 '}space-y-2 text-sm`}>
        <Line
          label={`Rent, ${nights} ${nights === 1 ? 'night' : 'nights'}`}
          value={money(price.rentTotal.fiat.value + discountTotal)}
        />
        {price.discounts.map((d, i) => (
          <Line
            key={i}
            label={sanitizeText(d.description) || 'Discount'}
            value={`-${money(d.amount.value)}`}
            tone="credit"
          />
        ))}
        {fees.map((fee, i) => (
          <Line key={`${fee.kind}-${i}`} label={feeLabel(fee.kind)} value={money(fee.amount.value)} />
        ))}
        <Line label="Taxes" value={money(price.taxes.fiat.value)} />
        {taxes.map((tax, i) => (
          <Line
            key={`${tax.kind}-${i}`}
            label={feeLabel(tax.kind)}
            value={money(tax.amount.value)}
            tone="sub"
          />
        ))}
      </dl>
      <div className="mt-3 flex items-baseline justify-between border-t border-slate-200 pt-3">
        <span className="font-bold text-slate-900">Total</span>
        <span className="text-lg font-bold text-slate-900 tabular-nums">
          {formatMoney(price.total.fiat, { cents: true })}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">Includes taxes and fees</p>
    </div>
  );
}
