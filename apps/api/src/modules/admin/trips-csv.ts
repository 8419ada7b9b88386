import { stringify } from 'csv-stringify/sync';
import type { AdminTrip } from '@portal/contracts/admin-trips';

// The CSV of the admin Trips screen: one row per trip, the columns the screen shows. csv-stringify quotes a
// field holding a comma, a quote or a line break and doubles its quotes (RFC 4180).

const COLUMNS: [header: string, value: (t: AdminTrip) => string][] = [
  ['Confirmation code', (t) => t.confirmationCode],
  ['Traveler', (t) => t.traveler.name],
  ['Email', (t) => t.traveler.email],
  ['Department', (t) => t.traveler.department ?? ''],
  ['Product', (t) => t.productLine],
  ['Trip', (t) => t.title],
  ['Place', (t) => t.place ?? ''],
  ['From', (t) => t.from],
  ['Until', (t) => t.until],
  ['Total', (t) => t.total.value.toFixed(2)],
  ['Currency', (t) => t.total.currencyCode],
  ['State', (t) => t.stateLabel],
  ['Out of policy', (t) => (t.outOfPolicy ? 'Yes' : 'No')],
  ['Out-of-policy reason', (t) => t.outOfPolicyReason ?? ''],
  ['Policy findings', (t) => t.policyViolations.join('; ')],
  ['Booked at', (t) => t.bookedAt],
];

/**
 * A spreadsheet runs a cell that starts with =, +, -, @ (or a tab or return) as a formula: a traveler's name or
 * reason could do that on the admin's computer (CSV injection), so such text gets a leading apostrophe.
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function tripsCsv(trips: readonly AdminTrip[]): string {
  const rows = trips.map((t) =>
    COLUMNS.map(([, value], i) => {
      const text = value(t);
      // The Total column is a number the admin adds up; every other column is text someone typed or chose.
      return COLUMNS[i]?.[0] === 'Total' ? text : spreadsheetSafe(text);
    }),
  );
  // A byte order mark: Excel reads the file as UTF-8 (names like Tomás) instead of the system code page.
  return `\uFEFF${stringify([COLUMNS.map(([header]) => header), ...rows], { record_delimiter: 'windows' })}`;
}

/** The download's name: the day it was taken, so a second export does not overwrite the first. */
export function csvFileName(today: string): string {
  return `company-trips-${today}.csv`;
}
