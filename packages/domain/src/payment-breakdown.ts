/**
 * "How it was paid": the lines a confirmation and its email show, from a booking's stored payment rows. Each
 * row already holds the fiat it covered, so the lines add up to what the booking charged in all.
 */
import type { PaymentKind } from './enums.ts';
import { formatRewards, formatUsd, isCashRewards, type RewardsCurrency } from './money.ts';

export type PaidKind = PaymentKind;

/** One stored payment with what names its source (card brand and last four, account, offer). */
export type PaidRow = {
  kind: PaidKind;
  amountMinor: number;
  rewardsMinor: number | null;
  rewardsCurrency: RewardsCurrency | null;
  rewardsCurrencyDescription: string | null;
  rewardsAccountName: string | null;
  cardBrand: string | null;
  cardLastFour: string | null;
  offerTitle: string | null;
};

export type PaidLine = {
  kind: PaidKind;
  description: string;
  amountMinor: number;
  cardLastFour?: string;
  rewards?: { minor: number; currency: RewardsCurrency; description?: string };
};

export type EarnedRewards = {
  minor: number;
  currency: RewardsCurrency;
  description?: string;
  accountName: string;
};

export type PaymentBreakdown = { lines: PaidLine[]; totalPaidMinor: number; earned: EarnedRewards | null };

/** Spec §3 "Card brands" as people read them. */
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  american_express: 'American Express',
  discover: 'Discover',
  diners_club: 'Diners Club',
  jcb: 'JCB',
  dankort: 'Dankort',
  maestro: 'Maestro',
};

export function cardBrandName(brand: string): string {
  return BRANDS[brand] ?? brand;
}

// The card carries the rest of the bill, so it reads last, under what reduced it.
const ORDER: readonly PaidKind[] = [
  'AirlineTravelCredit',
  'TravelWalletOffer',
  'TravelWalletCredit',
  'Rewards',
  'UserCard',
];

function describe(row: PaidRow): string {
  switch (row.kind) {
    case 'UserCard':
      return `${cardBrandName(row.cardBrand ?? 'Card')} ending in ${row.cardLastFour ?? '····'}`;
    case 'Rewards':
      return row.rewardsAccountName ? `${row.rewardsAccountName} rewards` : 'Rewards';
    case 'TravelWalletOffer':
      return row.offerTitle ?? 'Travel offer';
    case 'TravelWalletCredit':
      return 'Travel credit';
    case 'AirlineTravelCredit':
      return 'Airline travel credit';
  }
}

function toLine(row: PaidRow): PaidLine {
  const line: PaidLine = { kind: row.kind, description: describe(row), amountMinor: row.amountMinor };
  if (row.kind === 'UserCard' && row.cardLastFour) line.cardLastFour = row.cardLastFour;
  if (row.kind === 'Rewards' && row.rewardsMinor !== null && row.rewardsCurrency) {
    line.rewards = {
      minor: row.rewardsMinor,
      currency: row.rewardsCurrency,
      ...(row.rewardsCurrencyDescription ? { description: row.rewardsCurrencyDescription } : {}),
    };
  }
  return line;
}

/**
 * The lines in a fixed order (offer, credit, rewards, card), their sum as the total paid, and the rewards the
 * card's account earns on the card's share (null when no card paid or it earns nothing).
 */
export function paymentBreakdown(rows: readonly PaidRow[], earned: EarnedRewards | null): PaymentBreakdown {
  const lines = [...rows].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind)).map(toLine);
  return {
    lines,
    totalPaidMinor: lines.reduce((sum, l) => sum + l.amountMinor, 0),
    earned: earned && earned.minor > 0 ? earned : null,
  };
}

/** '25,000 miles ($250.00)': a rewards amount and the cash it stood for. */
export function rewardsWithCashValue(line: PaidLine): string {
  if (!line.rewards) return formatUsd(line.amountMinor);
  const { minor, currency, description } = line.rewards;
  // Cash rewards are dollars already: their cash value would repeat the same figure.
  if (isCashRewards(currency)) return `${formatUsd(line.amountMinor)} in cash rewards`;
  return `${formatRewards(minor, currency, description)} (${formatUsd(line.amountMinor)})`;
}

/** The plain-text lines of the confirmation email's "How you paid" section. */
export function paymentBreakdownText(b: PaymentBreakdown): string[] {
  const lines = b.lines.map(
    (l) => `${l.description}: ${l.rewards ? rewardsWithCashValue(l) : formatUsd(l.amountMinor)}`,
  );
  lines.push(`Total paid: ${formatUsd(b.totalPaidMinor)}`);
  if (b.earned) {
    const { minor, currency, description, accountName } = b.earned;
    lines.push(`Rewards earned: ${formatRewards(minor, currency, description)} on ${accountName}`);
  }
  return lines;
}
