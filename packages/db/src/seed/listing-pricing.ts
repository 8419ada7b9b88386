import type { Faker } from '@faker-js/faker';
import { addDays } from '@portal/domain/iso-date';
import { dateRangeLiteral } from '../schema/columns.ts';
import { isTaxKind, type ListingFeeKind } from '@portal/domain/pricing';
import { feeKinds } from '../schema/pricing.ts';
import type { ListingBundle } from './listing-builder.ts';

// Prices and calendar of a generated listing: seasonal rates, fees, discounts and owner blocks.

export function seasonalRates(
  f: Faker,
  listingId: string,
  today: string,
  base: number,
): ListingBundle['rates'] {
  const rows: ListingBundle['rates'] = [];
  let cursor = f.number.int({ min: 10, max: 60 });
  while (cursor < 365) {
    const length = f.number.int({ min: 14, max: 60 });
    const factor = f.helpers.arrayElement([0.85, 0.9, 1.15, 1.25, 1.4, 1.5]);
    rows.push({
      listingId,
      dates: dateRangeLiteral(addDays(today, cursor), addDays(today, cursor + length)),
      nightlyMinor: Math.round((base * factor) / 100) * 100,
    });
    cursor += length + f.number.int({ min: 20, max: 90 });
  }
  return rows;
}

// Kinds beyond the usual cleaning/service/pet fees, cycled so every listing fee kind of spec §3 appears. The tax
// kinds are the market's (market_taxes); their places in the cycle take the plain 'Fee', which draws the same
// random numbers, so every other generated value stays as it was.
const rareKinds: ListingFeeKind[] = feeKinds
  .filter((k) => !['CleaningFee', 'ServiceFee', 'PetFee'].includes(k))
  .map((k) => (isTaxKind(k) ? 'Fee' : k));

export function feesFor(
  f: Faker,
  listingId: string,
  index: number,
  petFriendly: boolean,
): ListingBundle['fees'] {
  const rows: ListingBundle['fees'] = [
    {
      listingId,
      kind: 'CleaningFee',
      basis: 'PerStay',
      amountMinor: f.number.int({ min: 6, max: 30 }) * 1000,
    },
  ];
  if (f.number.float() < 0.7)
    rows.push({
      listingId,
      kind: 'ServiceFee',
      basis: 'PercentOfRent',
      rateBps: f.helpers.arrayElement([800, 1000, 1200, 1400]),
    });
  if (petFriendly)
    rows.push({
      listingId,
      kind: 'PetFee',
      basis: 'PerPetPerStay',
      amountMinor: f.helpers.arrayElement([2500, 5000, 7500]),
    });
  const rare = rareKinds[index % rareKinds.length] as ListingFeeKind;
  if (rare === 'OccupancyFee') {
    rows.push({ listingId, kind: rare, basis: 'PerGuestPerNight', amountMinor: 1500, includedGuests: 4 });
  } else if (rare === 'ResortFee' || rare === 'HotelFee') {
    rows.push({
      listingId,
      kind: rare,
      basis: 'PerNight',
      amountMinor: f.helpers.arrayElement([1500, 2500, 3500]),
    });
  } else if (rare === 'TravelerServiceFee' || rare === 'RecoveryChargesTax') {
    rows.push({ listingId, kind: rare, basis: 'PercentOfRent', rateBps: f.helpers.arrayElement([300, 500]) });
  } else {
    rows.push({
      listingId,
      kind: rare,
      basis: 'PerStay',
      amountMinor: f.helpers.arrayElement([2000, 3500, 4900]),
    });
  }
  return rows;
}

export function discountsFor(f: Faker, listingId: string): ListingBundle['discounts'] {
  const rows: ListingBundle['discounts'] = [];
  if (f.number.float() < 0.55)
    rows.push({
      listingId,
      description: 'Weekly discount',
      minNights: 7,
      percentBps: f.helpers.arrayElement([500, 1000, 1500]),
    });
  if (f.number.float() < 0.3)
    rows.push({
      listingId,
      description: 'Monthly discount',
      minNights: 28,
      percentBps: f.helpers.arrayElement([2000, 2500, 3000]),
    });
  if (f.number.float() < 0.1)
    rows.push({ listingId, description: 'Long weekend deal', minNights: 3, percentBps: 500 });
  return rows;
}

/** Owner blocks across the next year, as ranges rather than per-day rows. */
export function calendarBlocks(f: Faker, listingId: string, today: string): ListingBundle['holds'] {
  const rows: ListingBundle['holds'] = [];
  let cursor = f.number.int({ min: 0, max: 14 });
  while (cursor < 365) {
    const length = f.number.int({ min: 2, max: 7 });
    rows.push({
      id: f.string.uuid(),
      listingId,
      dates: dateRangeLiteral(addDays(today, cursor), addDays(today, cursor + length)),
      kind: 'Block',
      createdAt: new Date(`${today}T00:00:00Z`),
    });
    cursor += length + f.number.int({ min: 6, max: 40 });
  }
  return rows;
}
