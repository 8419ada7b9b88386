import { customType } from 'drizzle-orm/pg-core';

/**
 * A Postgres daterange kept in its canonical text form '[from,until)'. Drizzle has no built-in
 * range type; the half-open form is what the exclusion constraints compare.
 */
export const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

/** Builds the canonical half-open range literal for [from, until). */
export function dateRangeLiteral(from: string, until: string): string {
  return `[${from},${until})`;
}
