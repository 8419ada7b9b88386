import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { TAX_KINDS, type TaxKind } from '@portal/domain/pricing';

// A market is a destination city; listings belong to one and its taxes apply to every stay there.
export const markets = pgTable('markets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});

export const marketTaxes = pgTable(
  'market_taxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    marketId: text('market_id')
      .notNull()
      .references(() => markets.id),
    // A tax kind of spec §3 (CityTax, SalesTax, Tax), shown as its own line; listing fees take the other kinds.
    kind: text('kind').$type<TaxKind>().notNull(),
    rateBps: integer('rate_bps').notNull(),
  },
  (t) => [
    index('market_taxes_market_idx').on(t.marketId),
    check(
      'market_taxes_kind_check',
      sql`${t.kind} in (${sql.raw(TAX_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
  ],
);
