import type { CabinName } from '@portal/domain/flights/enums';

// Cabin words shared by the flight funnel and My trips.

/** Spec §3 cabin names in plain words. */
export const CABIN_LABELS: Record<CabinName, string> = {
  BasicEconomy: 'Basic economy',
  Economy: 'Economy',
  PremiumEconomy: 'Premium economy',
  Business: 'Business',
  First: 'First',
};

/** The brand, then the cabin when the brand doesn't already name it ("Basic Economy", not "Basic Economy · Basic economy"). */
export function fareTitle(brand: string, cabin: CabinName): string {
  const label = CABIN_LABELS[cabin];
  return brand.toLowerCase() === label.toLowerCase() ? brand : `${brand} · ${label}`;
}
