import type { HomesPriceQuote } from '@portal/contracts/purchase';
import type { RewardsAccount } from '@portal/contracts/rewards';
import type { PaymentMethod } from '@portal/contracts/payments';
import type { Person } from '@portal/contracts/travelers';

/** Test data shaped like api.md "Checkout" answers; the shop fixture's total is $620. */
const usd = (value: number) => ({ value, currencyCode: 'USD' as const, currencySymbol: '$' as const });

export const TRAVELER: Person = {
  id: '11111111-1111-4111-8111-111111111111',
  givenName: 'Avery',
  surname: 'Morgan',
  gender: 'F',
  dateOfBirth: '1984-02-11',
  frequentFlyer: {},
  hotelLoyalty: {},
  specialAssistance: [],
  isGhostUser: false,
  isMissingInfo: false,
  isPrivateProfile: false,
  isDefaultProfile: true,
};

export const CARD: PaymentMethod = {
  id: '22222222-2222-4222-8222-222222222222',
  last4: '1234',
  cardType: 'visa',
  expirationMonth: 1,
  expirationYear: 2030,
  cardholderName: 'Avery Morgan',
  billingCountry: 'US',
  accountReferenceId: 'acct-1',
  createdAt: '2026-01-01T00:00:00Z',
};

export function account(patch: Partial<RewardsAccount> = {}): RewardsAccount {
  return {
    accountReferenceId: 'acct-1',
    productDisplayName: 'Venture X',
    productId: 'vx',
    cardType: 'visa',
    accountUseType: 'Personal',
    customerAccountRole: 'Primary',
    allowRewardsRedemption: true,
    lastFour: '1234',
    lastFourVirtualCardNumbers: [],
    isTiered: false,
    isPrimary: true,
    firstName: 'Avery',
    rewardsBalance: { value: 50_000, currency: 'Miles' },
    rewardsCashEquivalent: usd(500),
    redemptionMin: 0,
    earn: { homesMultiplier: 10, hotelsMultiplier: 10, flightsMultiplier: 5, carsMultiplier: 10 },
    earnRate: 2,
    homeEarnRate: 10,
    flightEarnRate: 5,
    carEarnRate: 10,
    ...patch,
  };
}

export function quote(total = 620): HomesPriceQuote {
  const price = { fiat: usd(total), rewards: { 'acct-1': { value: total * 100, currency: 'Miles' } } };
  return {
    orderedProductId: 'op-1',
    paymentSessionToken: 'pst-1',
    rate: {
      detailedPrice: {
        payNowTotal: price,
        sellPrice: price,
        fees: [{ kind: 'CleaningFee', amount: usd(110) }],
        discounts: [],
        agentFee: usd(0),
        groupedItems: [
          { kind: 'Rent', total: usd(total - 170), lines: [] },
          { kind: 'Fees', total: usd(110), lines: [{ description: 'CleaningFee', amount: usd(110) }] },
          { kind: 'Taxes', total: usd(60), lines: [] },
        ],
      },
      cancellationPolicy: { policy: 'FullyRefundable', description: 'Full refund up to 14 days before.' },
      paymentPolicy: { description: 'Full payment is due at the time of booking.' },
    },
    summary: [{ type: 'total', value: usd(total) }],
    tripTotal: price,
    earnValuesByRewardAcctId: { 'acct-1': total * 10 },
    priceChange: null,
    nights: 2,
    expiresAt: '2999-01-01T00:00:00Z',
  };
}
