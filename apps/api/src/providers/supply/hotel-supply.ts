// The hotel supplier behind each lodging. Search and the details page show the portal's cached rates (the
// nightly inventory in hotel_room_nights); a quote asks the supplier for the live rate of one room type and rate
// plan over the stay, which may have moved, sold out or stopped being sold since the guest saw it; a booking asks
// the supplier to reserve, which may be refused with a spec §8 hotel rejection.
import { createHash } from 'node:crypto';
import { HOTEL_BOOKING_REJECTIONS } from '@portal/domain/hotels/enums';
import type { HotelBookingRejection } from '@portal/domain/hotels/enums';
import type { NightlyRate } from '@portal/domain/hotels/model';
import type { Stay } from '@portal/domain/stay-dates';

export type HotelRateRequest = {
  /** The hotel's supplier (hotels.supplier_id); the simulator reads its test inputs from it. */
  supplierId: string;
  lodgingId: string;
  roomId: string;
  rateId: string;
  stay: Stay;
  rooms: number;
  /** The portal's cached price of one room for each night of the stay, in stay order. */
  cachedNightly: readonly NightlyRate[];
  /** The room type's free rooms and allotment on the stay's tightest night (the portal's view). */
  inventory: { roomsLeft: number; allotment: number };
  now: Date;
};

export type HotelRateAnswer =
  /** The live price of one room per night; `moved` says how it compares with the cached one. */
  | { kind: 'Available'; nightly: NightlyRate[]; moved: 'Up' | 'Down' | null }
  /** The supplier has no room of this type left for some night (another channel sold it). */
  | { kind: 'SoldOut' }
  /** The supplier no longer sells this rate plan for the stay (spec §8 RateNotAvailable). */
  | { kind: 'RateNotAvailable' };

export type HotelReservationRequest = {
  supplierId: string;
  lodgingId: string;
  roomId: string;
  rateId: string;
  stay: Stay;
  rooms: number;
  primaryGuest: { givenName: string; surname: string; countryCode: string | null };
  /** The portal's id of the booking: the supplier reserves once per key, however often it is asked. */
  idempotencyKey: string;
  /** When the portal first asked (the booking's time): a supplier that holds a request answers later. */
  requestedAt: Date;
  now: Date;
};

export type HotelReservationAnswer =
  | { kind: 'Confirmed'; supplierConfirmationCode: string }
  | { kind: 'Rejected'; rejection: HotelBookingRejection }
  /** The supplier has not decided yet (the hotel confirms by hand); ask again later. */
  | { kind: 'Pending' };

export interface HotelSupply {
  liveRate(request: HotelRateRequest): Promise<HotelRateAnswer>;
  reserve(request: HotelReservationRequest): Promise<HotelReservationAnswer>;
}

/**
 * Supplier ids whose hotels the simulator treats as test inputs (README "Test cards and checkout outcomes").
 * Every other id (the demo data's 'sim') gets the ordinary behaviour: demand pricing only.
 */
export const HOTEL_SUPPLIER_TEST_IDS = {
  rateRises: 'sim-rate-rises',
  rateDrops: 'sim-rate-drops',
  rateNotAvailable: 'sim-rate-not-available',
  soldOut: 'sim-sold-out',
  /** Prices that drift by half-hour bucket, as a busy supplier's do. */
  volatile: 'sim-volatile',
} as const;

/** The live rate, like listing-supply's, in whole dollars. */
const RISE_FACTOR = 1.12;
const DROP_FACTOR = 0.9;
/** Last rooms cost more: at most this share of the allotment left on the tightest night... */
const SCARCE_SHARE = 0.1;
/** ...raises the live rate by this much. */
const SCARCE_FACTOR = 1.08;
export const VOLATILE_BUCKET_MS = 30 * 60_000;
/** A volatile hotel's rate in a bucket: one of these factors, picked by a hash of rate, night and bucket. */
const VOLATILE_FACTORS = [1, 1, 1, 1.05, 0.96, 1.1] as const;

const wholeDollars = (minor: number) => Math.max(100, Math.round(minor / 100) * 100);

function bucketHash(...parts: readonly (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0);
}

/** The simulator's live price of one night (pure: the same inputs always give the same price). */
export function simulatedNightlyMinor(
  request: Pick<HotelRateRequest, 'supplierId' | 'rateId' | 'inventory' | 'now'>,
  night: NightlyRate,
): number {
  let factor = 1;
  if (request.supplierId === HOTEL_SUPPLIER_TEST_IDS.rateRises) factor *= RISE_FACTOR;
  if (request.supplierId === HOTEL_SUPPLIER_TEST_IDS.rateDrops) factor *= DROP_FACTOR;
  if (request.supplierId === HOTEL_SUPPLIER_TEST_IDS.volatile) {
    const bucket = Math.floor(request.now.getTime() / VOLATILE_BUCKET_MS);
    factor *= VOLATILE_FACTORS[bucketHash(request.rateId, night.date, bucket) % VOLATILE_FACTORS.length]!;
  }
  const { roomsLeft, allotment } = request.inventory;
  if (allotment > 0 && roomsLeft / allotment <= SCARCE_SHARE) factor *= SCARCE_FACTOR;
  return factor === 1 ? night.amountMinor : wholeDollars(night.amountMinor * factor);
}

/**
 * The guest surname that makes the simulator refuse a reservation with that spec §8 rejection, compared without
 * case: a primary guest named "Ada Fraud" is refused with Fraud, "Ada InsufficientFunds" with InsufficientFunds.
 */
export function rejectionForSurname(surname: string): HotelBookingRejection | null {
  const wanted = surname.trim().toLowerCase();
  return HOTEL_BOOKING_REJECTIONS.find((code) => code.toLowerCase() === wanted) ?? null;
}

/**
 * Guest surnames (compared without case) that make the simulator hold a reservation undecided: 'Pending' is
 * confirmed once PENDING_ANSWER_MS have passed since the portal first asked; 'NoAnswer' is never decided, so the
 * portal gives up on it after its confirmation window.
 */
export const HOTEL_PENDING_SURNAMES = { confirmsLater: 'pending', neverAnswers: 'noanswer' } as const;
export const PENDING_ANSWER_MS = 2 * 60_000;

function isUndecided(request: HotelReservationRequest): boolean {
  const surname = request.primaryGuest.surname.trim().toLowerCase();
  if (surname === HOTEL_PENDING_SURNAMES.neverAnswers) return true;
  return (
    surname === HOTEL_PENDING_SURNAMES.confirmsLater &&
    request.now.getTime() - request.requestedAt.getTime() < PENDING_ANSWER_MS
  );
}

/** Countries the simulated supplier cannot take a booking for (spec §8 InvalidGuestCountry). */
export const HOTEL_SUPPLIER_REFUSED_COUNTRIES: readonly string[] = ['KP', 'IR'];

export function createHotelSupplySimulator(): HotelSupply {
  // A real supplier answers the same reservation id with the same confirmation; so does this one, per process
  // and across processes, since the code is derived from the key alone.
  const confirmationCode = (key: string) =>
    `SIM-${createHash('sha256').update(key).digest('hex').slice(0, 10).toUpperCase()}`;

  return {
    async liveRate(request) {
      if (request.supplierId === HOTEL_SUPPLIER_TEST_IDS.rateNotAvailable)
        return { kind: 'RateNotAvailable' };
      if (
        request.supplierId === HOTEL_SUPPLIER_TEST_IDS.soldOut ||
        request.inventory.roomsLeft < request.rooms
      )
        return { kind: 'SoldOut' };
      const nightly = request.cachedNightly.map((night) => ({
        date: night.date,
        amountMinor: simulatedNightlyMinor(request, night),
      }));
      const before = request.cachedNightly.reduce((sum, n) => sum + n.amountMinor, 0);
      const after = nightly.reduce((sum, n) => sum + n.amountMinor, 0);
      return { kind: 'Available', nightly, moved: after > before ? 'Up' : after < before ? 'Down' : null };
    },

    async reserve(request) {
      const byName = rejectionForSurname(request.primaryGuest.surname);
      if (byName) return { kind: 'Rejected', rejection: byName };
      if (isUndecided(request)) return { kind: 'Pending' };
      if (request.supplierId === HOTEL_SUPPLIER_TEST_IDS.rateNotAvailable)
        return { kind: 'Rejected', rejection: 'RateNotAvailable' };
      const country = request.primaryGuest.countryCode?.toUpperCase() ?? null;
      if (country !== null && HOTEL_SUPPLIER_REFUSED_COUNTRIES.includes(country))
        return { kind: 'Rejected', rejection: 'InvalidGuestCountry' };
      return { kind: 'Confirmed', supplierConfirmationCode: confirmationCode(request.idempotencyKey) };
    },
  };
}
