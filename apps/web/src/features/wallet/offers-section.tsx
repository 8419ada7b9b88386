import type { WalletOfferEntry } from '@portal/contracts/wallet';
import { Card } from '../../components/ui/card.tsx';
import { TicketIcon } from '../../components/ui/icons.tsx';
import { EmptyState, SectionState } from './section-states.tsx';
import { useWalletOffers } from './wallet-api.ts';
import { formatInstantDate, formatWalletAmount, funnelName } from './wallet-text.ts';

function offerValue(offer: WalletOfferEntry): string {
  if (offer.amount) return `${formatWalletAmount(offer.amount).replace(/\.00$/, '')} off`;
  return `${offer.percentage ?? 0}% off`;
}

const STATUS_STYLE: Record<WalletOfferEntry['status'], string> = {
  Available: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  Used: 'bg-brand-50 text-brand-800 ring-brand-700/20',
  Expired: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

function OfferCard({ offer }: { offer: WalletOfferEntry }) {
  const headingId = `offer-${offer.id}`;
  const live = offer.status === 'Available';
  return (
    <Card className={`flex h-full flex-col overflow-hidden ${live ? '' : 'bg-slate-50/60'}`}>
      <article aria-labelledby={headingId} className="flex h-full flex-col">
        <div className={`flex items-start gap-4 p-5 ${live ? 'bg-brand-50/60' : ''}`}>
          <span
            aria-hidden="true"
            className={`grid size-11 shrink-0 place-items-center rounded-xl ${
              live ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-600'
            }`}
          >
            <TicketIcon className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className={`text-2xl font-bold ${live ? 'text-brand-800' : 'text-slate-700'}`}>
                {offerValue(offer)}
              </p>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[offer.status]}`}
              >
                {offer.status}
              </span>
            </div>
            <h3 id={headingId} className="mt-1 text-base font-bold text-slate-900">
              {offer.title}
            </h3>
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-3 border-t border-slate-200 p-5 text-sm">
          {offer.shopPageBanner ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900">
              {offer.shopPageBanner}
            </p>
          ) : null}
          <p className="text-slate-700">{offer.description}</p>
          <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-slate-700">
            <dt className="font-semibold text-slate-900">Applies to</dt>
            <dd>{offer.funnels.map(funnelName).join(', ') || 'All bookings'}</dd>
            {offer.minSpend.amount > 0 ? (
              <>
                <dt className="font-semibold text-slate-900">Minimum spend</dt>
                <dd>{formatWalletAmount(offer.minSpend)}</dd>
              </>
            ) : null}
            {offer.saleEventStartOn ? (
              <>
                <dt className="font-semibold text-slate-900">
                  {Date.parse(offer.saleEventStartOn) > Date.now() ? 'Sale starts' : 'Sale started'}
                </dt>
                <dd>
                  <time dateTime={offer.saleEventStartOn}>{formatInstantDate(offer.saleEventStartOn)}</time>
                </dd>
              </>
            ) : null}
            <dt className="font-semibold text-slate-900">
              {offer.status === 'Expired' ? 'Expired' : 'Expires'}
            </dt>
            <dd>
              <time dateTime={offer.expiresAt}>{formatInstantDate(offer.expiresAt)}</time>
            </dd>
          </dl>
          {offer.status === 'Used' ? (
            <p className="font-medium text-brand-800">Applied to a booking. See your credit history below.</p>
          ) : null}
        </div>
      </article>
    </Card>
  );
}

function OfferGrid({ offers }: { offers: WalletOfferEntry[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}

/** Spec §3 "Travel wallet" offers: live ones, then those used on a booking or past their expiry. */
export function OffersSection() {
  const offers = useWalletOffers();
  return (
    <section aria-labelledby="wallet-offers" className="grid gap-4">
      <h2 id="wallet-offers" className="text-2xl font-bold text-slate-900">
        Offers
      </h2>
      <SectionState
        query={offers}
        loadingLabel="Loading your offers"
        errorTitle="We couldn't load your offers"
      >
        {({ offers: all }) => {
          const live = all.filter((o) => o.status === 'Available');
          const past = all.filter((o) => o.status !== 'Available');
          return (
            <>
              {live.length > 0 ? (
                <OfferGrid offers={live} />
              ) : (
                <EmptyState title="No offers right now">
                  Offers from your card appear here and can be applied when you book an eligible trip.
                </EmptyState>
              )}
              {past.length > 0 ? (
                <div className="mt-4 grid gap-4">
                  <h3 className="text-lg font-bold text-slate-900">Used and expired offers</h3>
                  <OfferGrid offers={past} />
                </div>
              ) : null}
            </>
          );
        }}
      </SectionState>
    </section>
  );
}
