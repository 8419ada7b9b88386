import { majorToMinor, toFiat } from '@portal/domain/money';
import { nightsOf, shopRequestError } from '@portal/domain/stay-dates';
import type { HomesPriceQuote } from '@portal/contracts/purchase';
import type { CheckoutItem, PriceQuote } from '../../../lib/checkout-product.ts';
import { useShopListing } from '../api/listing-api.ts';
import { DEFAULT_PAYMENT_SCHEDULE } from '../price-lines.ts';
import { useShopQuery } from '../use-shop-query.ts';
import { resultsHrefOf, shopHrefOf } from './book-links.ts';
import { stayPriceLines } from './stay-price-lines.ts';
import { StaySummary } from './stay-summary.tsx';
import { isCheckoutable, UnavailableStay } from './unavailable-stay.tsx';

/**
 * The stay being booked: the listing, dates and guests of the book page's URL (spec §2 shop query) and the
 * homes/shop answer for them, as the checkout shell reads it.
 */
/** The shell hands every line's quote; this page asked for a Homes one (the only kind with detailedPrice). */
function homesQuoteOf(quote: PriceQuote | null): HomesPriceQuote | null {
  return quote && 'rate' in quote && 'detailedPrice' in quote.rate ? (quote as HomesPriceQuote) : null;
}

export function useHomesCheckoutItem(): CheckoutItem {
  const { query, today, queryString, update } = useShopQuery();
  const shop = useShopListing(query);
  const listing = shop.data?.listing ?? null;
  const availability = shop.data?.availability;
  const rate = availability?.rate;
  const shownTotalMinor = majorToMinor(rate?.price.total.fiat.value ?? 0);
  const nights = nightsOf({ from: query.fromDate, until: query.untilDate });
  const resultsHref = resultsHrefOf(query, listing);
  const shopHref = shopHrefOf(queryString);

  return {
    // A request spec §5 refuses is stated as its rule; a shop call that failed sends the user back to search.
    problem: shopRequestError(query) ?? (shop.isError ? 'Please search again' : null),
    pending: shop.isPending,
    unavailable:
      listing && availability && !isCheckoutable(availability) ? (
        <UnavailableStay
          listing={listing}
          availability={availability}
          from={query.fromDate}
          until={query.untilDate}
          shopHref={shopHref}
          resultsHref={resultsHref}
        />
      ) : null,
    settled: Boolean(shop.data) && !shop.isPlaceholderData && !shop.isFetching,
    key: `${query.fromDate}|${query.untilDate}|${query.adultsCount}|${query.children.length}|${query.petsCount}`,
    travelStart: query.fromDate,
    shownTotalMinor,
    quoteRequest: listing
      ? {
          type: 'Homes',
          value: {
            listingId: listing.listingId.id,
            listingProviderId: listing.providerData.listingProviderId,
            stayDates: { from: query.fromDate, until: query.untilDate },
            guests: {
              adults: query.adultsCount,
              children: query.children.length,
              infants: 0,
              petsIncluded: query.petsCount > 0,
            },
            seenPrice: toFiat(shownTotalMinor),
            listingCollection: listing.listingCollection,
          },
        }
      : null,
    priceLines: (quote) => stayPriceLines(homesQuoteOf(quote), rate?.price, nights),
    terms: (anyQuote) => {
      const quote = homesQuoteOf(anyQuote);
      const policy = quote?.rate.cancellationPolicy ?? rate?.cancellationPolicy;
      return {
        cancellationPolicy: policy ? policy.description : null,
        paymentPolicy: quote?.rate.paymentPolicy.description ?? DEFAULT_PAYMENT_SCHEDULE,
        importantInformation: listing?.terms.importantInformation,
      };
    },
    summary: <StaySummary listing={listing} query={query} today={today} update={update} />,
    searchHref: resultsHref,
    productHref: shopHref,
    confirmQuery: queryString,
  };
}
