/** The server's price of a stay as the api.md HomesPriceQuote: totals in fiat and in each account's rewards. */
import type { Price, Rewards } from '@portal/contracts/common';
import type { HomesPriceQuote } from '@portal/contracts/purchase';
import { priceDifference } from '@portal/domain/checkout';
import { DEFAULT_PAYMENT_SCHEDULE_TEXT } from '@portal/domain/cancellation';
import { earnMinor, fiatMinorToRewardsValue, rewardsMinorToValue, toFiat } from '@portal/domain/money';
import type { StayPrice } from '@portal/domain/pricing';
import type { AccountWithBalance } from '../../modules/rewards/rewards.service.ts';
import type { ListingRow } from '../../modules/stays/stays.service.ts';

export type QuoteInput = {
  listing: ListingRow;
  stayPrice: StayPrice;
  agentFeeMinor: number;
  accounts: readonly AccountWithBalance[];
  seenMinor: number;
  orderedProductId: string;
  expiresAt: Date;
};

/** The stored quote: everything but paymentSessionToken, which is re-derived from the quote token on poll. */
export type StoredQuote = Omit<HomesPriceQuote, 'paymentSessionToken'>;

function rewardsOf(amountMinor: number, accounts: readonly AccountWithBalance[]): Record<string, Rewards> {
  const out: Record<string, Rewards> = {};
  for (const { account } of accounts) {
    out[account.accountReferenceId] = {
      value: fiatMinorToRewardsValue(amountMinor, account.currency),
      currency: account.currency,
      currencyDescription: account.currencyDescription,
    };
  }
  return out;
}

export function buildQuote(input: QuoteInput): { quote: StoredQuote; totalMinor: number } {
  const { stayPrice, agentFeeMinor, accounts, listing } = input;
  const totalMinor = stayPrice.totalMinor + agentFeeMinor;
  const total: Price = { fiat: toFiat(totalMinor), rewards: rewardsOf(totalMinor, accounts) };
  const listingFeeCount = countListingFeeLines(stayPrice);
  const listingFees = stayPrice.fees.slice(0, listingFeeCount);
  const taxLines = stayPrice.fees.slice(listingFeeCount);
  const line = (description: string, amountMinor: number) => ({ description, amount: toFiat(amountMinor) });
  // The seen price is the shop's, which has no agent fee: the fee is not a price change (spec §9).
  const difference = priceDifference(stayPrice.totalMinor, input.seenMinor);
  const earn: Record<string, number> = {};
  for (const { account } of accounts) {
    const earned = earnMinor(totalMinor, account.earn.homesMultiplier, account.currency);
    earn[account.accountReferenceId] = rewardsMinorToValue(earned, account.currency);
  }
  const quote: StoredQuote = {
    orderedProductId: input.orderedProductId,
    rate: {
      detailedPrice: {
        payNowTotal: total,
        sellPrice: total,
        fees: stayPrice.fees.map((f) => ({ kind: f.kind, amount: toFiat(f.amountMinor) })),
        discounts: stayPrice.discounts.map((d) => line(d.description, d.amountMinor)),
        agentFee: toFiat(agentFeeMinor),
        groupedItems: [
          {
            kind: 'Rent',
            total: toFiat(stayPrice.rentBeforeDiscountMinor),
            lines: [line(`${stayPrice.nights} nights`, stayPrice.rentBeforeDiscountMinor)],
          },
          {
            kind: 'Discounts',
            total: toFiat(stayPrice.rentBeforeDiscountMinor - stayPrice.rentMinor),
            lines: stayPrice.discounts.map((d) => line(d.description, d.amountMinor)),
          },
          {
            kind: 'Fees',
            total: toFiat(stayPrice.feesTotalMinor),
            lines: listingFees.map((f) => line(f.kind, f.amountMinor)),
          },
          {
            kind: 'Taxes',
            total: toFiat(stayPrice.taxesMinor),
            lines: taxLines.map((f) => line(f.kind, f.amountMinor)),
          },
          ...(agentFeeMinor > 0
            ? [
                {
                  kind: 'AgentFee' as const,
                  total: toFiat(agentFeeMinor),
                  lines: [line('Agent fee', agentFeeMinor)],
                },
              ]
            : []),
        ],
      },
      cancellationPolicy: {
        policy: listing.cancellationPolicy,
        description: listing.cancellationDescription,
      },
      paymentPolicy: { description: DEFAULT_PAYMENT_SCHEDULE_TEXT },
    },
    summary: [
      { type: 'total', value: total.fiat, rewardsValue: total.rewards },
      { type: 'due-today', value: total.fiat, rewardsValue: total.rewards },
    ],
    tripTotal: total,
    earnValuesByRewardAcctId: earn,
    priceChange: difference
      ? { direction: difference.direction, amount: toFiat(difference.amountMinor) }
      : null,
    nights: stayPrice.nights,
    expiresAt: input.expiresAt.toISOString(),
  };
  return { quote, totalMinor };
}

/** priceStay lists listing fees first, then one line per market tax: the fees are the prefix summing to feesTotal. */
function countListingFeeLines(stayPrice: StayPrice): number {
  let sum = 0;
  let count = 0;
  while (sum !== stayPrice.feesTotalMinor && count < stayPrice.fees.length) {
    sum += stayPrice.fees[count]?.amountMinor ?? 0;
    count += 1;
  }
  return count;
}
