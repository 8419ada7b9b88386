import { z } from 'zod';
import { PAYMENT_KINDS } from '@portal/domain/enums';
import { Fiat, Rewards } from './common.ts';

// How a booking was paid, shared by every line's reservation (purchase.ts re-exports it for existing importers).

/** One source of the money: a card, rewards (with the units redeemed), a wallet offer or travel credit. */
export const PaidLine = z
  .object({
    kind: z.enum(PAYMENT_KINDS),
    /** 'Visa ending in 1111', 'Venture X rewards', the offer's title, 'Travel credit'. */
    description: z.string(),
    /** The fiat this source covered (for rewards, their cash value). */
    amount: Fiat,
    cardLastFour: z.string().optional(),
    rewards: Rewards.optional(),
  })
  .meta({ id: 'PaidLine' });
export type PaidLine = z.infer<typeof PaidLine>;

/**
 * How the booking was paid, read from its stored payment rows: `totalPaid` is the sum of the lines (what was
 * charged in all); `earned` the rewards the card's account earns on the card's share, when a card paid.
 */
export const PaymentBreakdown = z
  .object({
    lines: z.array(PaidLine),
    totalPaid: Fiat,
    earned: z.object({ rewards: Rewards, accountName: z.string() }).nullable(),
  })
  .meta({ id: 'PaymentBreakdown' });
export type PaymentBreakdown = z.infer<typeof PaymentBreakdown>;
