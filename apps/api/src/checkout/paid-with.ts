/** The api.md Reservation's `paidWith`: how the booking was paid, from its stored payment rows. */
import type { PaymentBreakdown } from '@portal/contracts/purchase';
import type { DbOrTx } from '@portal/db/client';
import { earnMinor, rewardsMinorToValue, toFiat } from '@portal/domain/money';
import { paymentBreakdown, type EarnedRewards } from '@portal/domain/payment-breakdown';
import { listPaidWith, type PaidWithRow } from './paid-with.repository.ts';

/** What the card's own account earns on the card's share (spec §4: product-to-earn on the card payment). */
function earnedOf(rows: readonly PaidWithRow[]): EarnedRewards | null {
  const card = rows.find((r) => r.kind === 'UserCard');
  if (!card?.cardAccountEarn || !card.cardAccountCurrency || !card.cardAccountName) return null;
  return {
    minor: earnMinor(card.amountMinor, card.cardAccountEarn.homesMultiplier, card.cardAccountCurrency),
    currency: card.cardAccountCurrency,
    ...(card.cardAccountCurrencyDescription ? { description: card.cardAccountCurrencyDescription } : {}),
    accountName: card.cardAccountName,
  };
}

export async function paidWithOf(db: DbOrTx, bookingId: string): Promise<PaymentBreakdown> {
  const rows = await listPaidWith(db, bookingId);
  const b = paymentBreakdown(rows, earnedOf(rows));
  return {
    lines: b.lines.map((l) => ({
      kind: l.kind,
      description: l.description,
      amount: toFiat(l.amountMinor),
      ...(l.cardLastFour ? { cardLastFour: l.cardLastFour } : {}),
      ...(l.rewards
        ? {
            rewards: {
              value: rewardsMinorToValue(l.rewards.minor, l.rewards.currency),
              currency: l.rewards.currency,
              ...(l.rewards.description ? { currencyDescription: l.rewards.description } : {}),
            },
          }
        : {}),
    })),
    totalPaid: toFiat(b.totalPaidMinor),
    earned: b.earned
      ? {
          rewards: {
            value: rewardsMinorToValue(b.earned.minor, b.earned.currency),
            currency: b.earned.currency,
            ...(b.earned.description ? { currencyDescription: b.earned.description } : {}),
          },
          accountName: b.earned.accountName,
        }
      : null,
  };
}
