ALTER TABLE "wallet_offers" ADD COLUMN "max_amount_minor" integer;--> statement-breakpoint
-- The demo offer whose description always promised "up to $100" gets that cap in existing databases too.
UPDATE "wallet_offers" SET "max_amount_minor" = 10000 WHERE "title" = '10% off your next stay' AND "percent_bps" = 1000 AND "description" LIKE '%up to $100%';--> statement-breakpoint
-- Listing fees that carried a tax's name (billed beside the market's tax of that name) become plain fees.
UPDATE "listing_fees" SET "kind" = 'Fee' WHERE "kind" IN ('CityTax', 'SalesTax', 'Tax');--> statement-breakpoint
ALTER TABLE "market_taxes" ADD CONSTRAINT "market_taxes_kind_check" CHECK ("market_taxes"."kind" in ('CityTax', 'SalesTax', 'Tax'));--> statement-breakpoint
ALTER TABLE "listing_fees" ADD CONSTRAINT "listing_fees_kind_check" CHECK ("listing_fees"."kind" not in ('CityTax', 'SalesTax', 'Tax'));