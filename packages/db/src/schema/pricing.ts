import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { FEE_KINDS, TAX_KINDS, type FeeKind, type ListingFeeKind } from '@portal/domain/pricing';
import { daterange } from './columns.ts';
import { listings } from './listings.ts';

export const feeKinds = FEE_KINDS;
export type { FeeKind };

export const feeBases = [
  'PerStay',
  'PerNight',
  'PerGuestPerNight',
  'PerPetPerStay',
  'PercentOfRent',
] as const;
export type FeeBasis = (typeof feeBases)[number];

// Seasonal nightly rents; ranges of one listing never overlap (exclusion constraint in the migration).
export const listingRates = pgTable(
  'listing_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    dates: daterange('dates').notNull(),
    nightlyMinor: integer('nightly_minor').notNull(),
  },
  (t) => [index('listing_rates_listing_idx').on(t.listingId)],
);

// amount_minor for the fixed bases, rate_bps for PercentOfRent.
export const listingFees = pgTable(
  'listing_fees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ListingFeeKind>().notNull(),
    basis: text('basis').$type<FeeBasis>().notNull(),
    amountMinor: integer('amount_minor'),
    rateBps: integer('rate_bps'),
    includedGuests: integer('included_guests').notNull().default(0),
  },
  (t) => [
    index('listing_fees_listing_idx').on(t.listingId),
    // Taxes are the market's (market_taxes): a fee never takes a tax's name.
    check(
      'listing_fees_kind_check',
      sql`${t.kind} not in (${sql.raw(TAX_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
    check(
      'listing_fees_amount_check',
      sql`(${t.basis} = 'PercentOfRent' and ${t.rateBps} is not null) or (${t.basis} <> 'PercentOfRent' and ${t.amountMinor} is not null)`,
    ),
  ],
);

export const listingDiscounts = pgTable(
  'listing_discounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    minNights: integer('min_nights').notNull(),
    percentBps: integer('percent_bps').notNull(),
  },
  (t) => [index('listing_discounts_listing_idx').on(t.listingId)],
);
