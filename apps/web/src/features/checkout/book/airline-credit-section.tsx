import { formatUsd, majorToMinor } from '@portal/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import { WalletIcon } from '../../../components/ui/icons.tsx';
import { formatDate } from '../../../lib/format.ts';
import type { AirlineCreditChoice } from './use-airline-credit.ts';

const usd = (fiat: { value: number }) => formatUsd(majorToMinor(fiat.value));

/**
 * "Airline travel credits" usable for this flight: each with its airline, value and expiry, applied or removed
 * with a button (one at a time: a ticket takes one credit). Hidden when there is none.
 */
export function AirlineCreditSection({ credit }: { credit: AirlineCreditChoice }) {
  if (credit.usable.length === 0) return null;
  return (
    <section aria-labelledby="airline-credits-title" className="grid gap-2">
      <h3 id="airline-credits-title" className="text-sm font-semibold text-slate-800">
        Airline travel credits
      </h3>
      <ul className="grid gap-2">
        {credit.usable.map((c) => {
          const applied = credit.chosen?.creditId === c.creditId;
          const unusedMinor = majorToMinor(c.unusedAmount.value);
          return (
            <li
              key={c.creditId}
              className={`flex flex-wrap items-center gap-3 rounded-xl border px-4 py-3 ${
                applied ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-slate-300'
              }`}
            >
              <WalletIcon className="size-5 shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">
                  {c.airline.name} credit {usd(c.amount)}
                </span>
                <span className="block text-sm text-slate-600">
                  Expires {formatDate(c.expiresAt.slice(0, 10), 'dayYear')} · {usd(c.applicableAmount)}{' '}
                  {applied ? 'applied' : 'applies to this flight'}
                </span>
                {unusedMinor > 0 ? (
                  <span className="block text-sm text-amber-800">
                    {formatUsd(unusedMinor)} of this credit would be left unused and lost.
                  </span>
                ) : null}
              </span>
              <Button
                variant={applied ? 'secondary' : 'primary'}
                className="px-4 text-sm"
                aria-label={`${applied ? 'Remove' : 'Apply'} the ${c.airline.name} credit of ${usd(c.amount)}`}
                onPress={() => (applied ? credit.remove() : credit.apply(c.creditId))}
              >
                {applied ? 'Remove' : 'Apply'}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
