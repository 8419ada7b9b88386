import type { ProductType } from '@portal/domain/enums';

/** Product lines as the portal's tabs name them. */
export const PRODUCT_LABEL: Record<ProductType, string> = {
  Homes: 'Vacation rentals',
  Hotels: 'Hotels',
  Flights: 'Flights',
  Cars: 'Cars',
  Experiences: 'Experiences',
  Packages: 'Packages',
};

/** One colour per line, the same in every chart; readable on white (contrast ≥ 3:1 for graphics). */
export const PRODUCT_COLOR: Record<ProductType, string> = {
  Homes: '#0f766e',
  Hotels: '#1d4ed8',
  Flights: '#7c3aed',
  Cars: '#c2410c',
  Experiences: '#be185d',
  Packages: '#4d7c0f',
};

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** '2026-03' → 'Mar 2026' (or 'Mar' for an axis). */
export const monthLabel = (month: string, short = false) =>
  (short ? shortMonth : monthFormat).format(new Date(`${month}-01T00:00:00Z`));

export const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** Compact dollars for an axis: $1.2k. */
export const axisDollars = (value: number) =>
  value >= 1000 ? `$${Math.round(value / 100) / 10}k` : `$${Math.round(value)}`;

/** '+13035550187' → '+1 303-555-0187'; other numbers as stored (E.164 reads fine). */
export const phoneLabel = (phone: string) => {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return us ? `+1 ${us[1]}-${us[2]}-${us[3]}` : phone;
};
