import type { WalletAmount, WalletTransactionType } from '@portal/contracts/wallet';

/** Spec §3 "Wallet transaction types", in the spec's words. */
export const TRANSACTION_LABELS: Record<WalletTransactionType, string> = {
  CreditRedemption: 'Credit redemption',
  StatementCreditCreated: 'Statement credit created',
  Redeemed: 'Redeemed',
  Expired: 'Expired',
  Canceled: 'Canceled',
  PriceDropProtection: 'Price drop protection',
  TravelOffer: 'Travel offer',
  PriceMatch: 'Price match',
  Refund: 'Refund',
  ReferralCredit: 'Referral credit',
};

/** The product funnels an offer names, as the product tabs call them. */
const FUNNELS: Record<string, string> = {
  homes: 'Vacation rentals',
  hotels: 'Hotels',
  flights: 'Flights',
  cars: 'Cars',
  experiences: 'Experiences',
  packages: 'Packages',
};

export function funnelName(funnel: string): string {
  return FUNNELS[funnel] ?? funnel.charAt(0).toUpperCase() + funnel.slice(1);
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Wallet money with 2 decimals (spec §9: money in trips shows cents); `signed` adds '+' to credits so a history
 * row reads as a movement. The minus sign is U+2212 for screen readers and alignment.
 */
export function formatWalletAmount(amount: WalletAmount, options: { signed?: boolean } = {}): string {
  const key = `${amount.currency}:${options.signed ? 's' : ''}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: amount.currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: options.signed ? 'exceptZero' : 'auto',
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(amount.amount).replace('-', '\u2212');
}

const dateFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** An instant as the traveler's local calendar day: 'Mar 8, 2026'. */
export function formatInstantDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}
