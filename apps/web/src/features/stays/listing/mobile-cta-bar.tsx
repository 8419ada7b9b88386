import { useState } from 'react';
import type { Availability, Listing } from '@portal/contracts/listings';
import { unavailabilityMessage } from '@portal/domain/availability';
import { ButtonLink, Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { ListingDialog } from './listing-dialog.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { hasDiscount } from '../price-lines.ts';
import { isBookable, leadingRule, promptFor } from './unavailable-notice.tsx';

/** Spec §2 mobile: a fixed bottom bar with the nightly price and Continue (or the fix for an unavailable stay). */
export function MobileCtaBar({
  availability,
  rules,
  nights,
  continueHref,
  onChangeDates,
  onChangeTravelers,
}: {
  availability: Availability;
  rules: Listing['stayRules'];
  nights: number;
  continueHref: string;
  onChangeDates: () => void;
  onChangeTravelers: () => void;
}) {
  const [details, setDetails] = useState(false);
  const rate = availability.rate;
  const bookable = isBookable(availability) && rate !== undefined;
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgba(2,43,69,0.25)] backdrop-blur md:hidden">
      <div className="flex items-center gap-3">
        {bookable ? (
          <>
            <div className="min-w-0 flex-1">
              <p className="flex items-baseline gap-1.5">
                {hasDiscount(rate.price) ? (
                  <s className="text-sm text-slate-500">
                    {formatMoney(rate.price.nightlyBeforeDiscount.fiat)}
                  </s>
                ) : null}
                <span className="text-lg font-bold text-slate-900 tabular-nums">
                  {formatMoney(rate.price.nightly.fiat)}
                </span>
                <span className="text-sm text-slate-600">night</span>
              </p>
              <button
                type="button"
                onClick={() => setDetails(true)}
                className="text-sm text-slate-700 underline underline-offset-2"
              >
                {formatMoney(rate.price.total.fiat)} total
              </button>
            </div>
            <ButtonLink to={continueHref} variant="danger" className="shrink-0 px-6">
              Continue
            </ButtonLink>
          </>
        ) : (
          <>
            <div className="min-w-0 flex-1 text-sm text-amber-900">
              <p className="font-semibold">{unavailabilityMessage(availability.reasons).title}</p>
              {leadingRule(availability, rules) ? <p>{leadingRule(availability, rules)}.</p> : null}
            </div>
            <Button
              variant="secondary"
              className="shrink-0"
              onPress={promptFor(availability) === 'guests' ? onChangeTravelers : onChangeDates}
            >
              {promptFor(availability) === 'guests' ? 'Change travelers' : 'Change dates'}
            </Button>
          </>
        )}
      </div>
      {rate ? (
        <ListingDialog isOpen={details} onOpenChange={setDetails} title="Price details">
          <PriceBreakdown price={rate.price} nights={nights} expanded />
        </ListingDialog>
      ) : null}
    </div>
  );
}
