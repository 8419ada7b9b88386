import type { FeeKind } from '@portal/contracts/listings';

/** What a fee or tax line is called where a price is broken down (the listing, the book page, trip details). */
const FEE_LABELS: Record<FeeKind, string> = {
  CityTax: 'City tax',
  CleaningFee: 'Cleaning fee',
  Fee: 'Fee',
  ServiceFee: 'Service fee',
  HotelFee: 'Hotel fee',
  OccupancyFee: 'Occupancy fee',
  PetFee: 'Pet fee',
  PropertyFee: 'Property fee',
  RecoveryChargesTax: 'Tax recovery charges',
  ResortFee: 'Resort fee',
  SalesTax: 'Sales tax',
  Tax: 'Tax',
  TravelerServiceFee: 'Traveler service fee',
};

export function feeLabel(kind: FeeKind): string {
  return FEE_LABELS[kind];
}
