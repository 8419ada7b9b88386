import type { Availability, Listing } from '@portal/contracts/listings';
import type { ShopQuery } from '@portal/domain/stay-dates';
import { ButtonLink, Button } from '../../../components/ui/button.tsx';
import { ShieldIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import type { CalendarLookup } from '../api/listing-api.ts';
import { PriceBreakdown } from './price-breakdown.tsx';
import {
  DEFAULT_PAYMENT_SCHEDULE,
  FREE_CANCELLATION,
  hasDiscount,
  isFreeCancellation,
  type Rate,
} from '../price-lines.ts';
import { sanitizeText } from '../../../lib/sanitize-text.ts';
import type { EditorHandles } from '../components/editor-handles.ts';
import { StayEditorsLoader } from './stay-editors-loader.tsx';
import { isBookable, promptFor, UnavailableNotice } from './unavailable-notice.tsx';

/** The panel's heading when the stay has no rate: what is wrong with it, never 'Select dates' (dates are set). */
export function noPriceHeading(availability: Availability): string {
  return promptFor(availability) === 'guests'
    ? 'Not available for these travelers'
    : 'Not available for these dates';
}

export function continueLabel(rate: Rate): string {
  return `Continue for ${formatMoney(rate.price.nightly.fiat)} per night`;
}

/** '$245' with the undiscounted price struck through before it when a discount applies (spec §9). */
export function NightlyPrice({ rate, size = 'lg' }: { rate: Rate; size?: 'lg' | 'md' }) {
  const { price } = rate;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      {hasDiscount(price) ? (
        <s className="text-slate-500">
          <span className="sr-only">Was </span>
          {formatMoney(price.nightlyBeforeDiscount.fiat)}
        </s>
      ) : null}
      <span
        className={`font-bold text-slate-900 tabular-nums ${size === 'lg' ? 'text-[28px] leading-none' : 'text-xl leading-none'}`}
      >
        {formatMoney(price.nightly.fiat)}
      </span>
      <span className="text-sm text-slate-600">per night</span>
    </p>
  );
}

function rewardsText(rate: Rate, accountId: string | null): string | null {
  const rewards = accountId ? rate.price.total.rewards[accountId] : undefined;
  if (!rewards) return null;
  return `or ${formatNumber(Math.ceil(rewards.value))} ${rewards.currencyDescription ?? rewards.currency} for the stay`;
}

export type BookingPanelProps = {
  listing: Listing;
  availability: Availability;
  query: ShopQuery;
  today: string;
  nights: number;
  continueHref: string;
  calendar: CalendarLookup;
  editors: EditorHandles;
  onChange: (patch: Partial<ShopQuery>) => void;
  isUpdating: boolean;
  rewardsAccountId: string | null;
};

/** The booking card: sticky beside the sections on desktop, inline under the overview on phones. */
export function BookingPanel(props: BookingPanelProps) {
  const {
    listing,
    availability,
    query,
    today,
    nights,
    continueHref,
    calendar,
    editors,
    onChange,
    isUpdating,
  } = props;
  const rate = availability.rate;
  const bookable = isBookable(availability) && rate !== undefined;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-[0_1px_2px_rgba(2,43,69,0.06),0_12px_32px_-16px_rgba(2,43,69,0.28)] md:p-6">
      <h2 className="mb-3 text-lg font-bold text-slate-900 md:hidden">Your stay</h2>
      <div
        aria-live="polite"
        aria-busy={isUpdating}
        className={`transition-opacity ${isUpdating ? 'opacity-60' : ''}`}
      >
        {rate ? (
          <>
            <NightlyPrice rate={rate} />
            {rewardsText(rate, props.rewardsAccountId) ? (
              <p className="mt-1 text-sm text-slate-600">{rewardsText(rate, props.rewardsAccountId)}</p>
            ) : null}
          </>
        ) : (
          // The dates are always chosen here (the URL's, or tomorrow for two nights): no rate means these dates
          // or travelers cannot be booked, which the notice below explains.
          <p className="text-lg font-semibold text-slate-900">{noPriceHeading(availability)}</p>
        )}
        {isUpdating ? <Spinner label="Updating price" className="mt-2 text-brand-700" /> : null}
      </div>
      {rate && isFreeCancellation(rate) ? (
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
          <ShieldIcon className="size-4" /> {FREE_CANCELLATION}
        </p>
      ) : null}
      <div className="mt-5">
        <StayEditorsLoader
          listing={listing}
          query={query}
          today={today}
          calendar={calendar}
          handles={editors}
          onChange={onChange}
        />
      </div>
      {!bookable ? (
        <div className="mt-4">
          <UnavailableNotice
            availability={availability}
            rules={listing.stayRules}
            onChangeDates={editors.openDates}
            onChangeTravelers={editors.openTravelers}
          />
        </div>
      ) : null}
      <div className="mt-5">
        {bookable ? (
          <ButtonLink to={continueHref} variant="danger" className="w-full min-h-12 text-base">
            {continueLabel(rate)}
          </ButtonLink>
        ) : (
          <Button variant="danger" isDisabled className="w-full min-h-12 text-base">
            Continue
          </Button>
        )}
        <p className="mt-2 text-center text-xs text-slate-500">You won’t be charged yet</p>
      </div>
      {rate && bookable ? (
        <div className="mt-5 border-t border-slate-200 pt-4">
          <PriceBreakdown price={rate.price} nights={nights} />
          <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {sanitizeText(rate.paymentPolicy.description) || DEFAULT_PAYMENT_SCHEDULE}
          </p>
        </div>
      ) : null}
    </div>
  );
}
