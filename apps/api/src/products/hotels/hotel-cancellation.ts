// What cancelling a hotel booking goes by. The rate's policy counts hours before check-in at the hotel
// (rate-cancellation.ts), which the engine's whole-day rule (domain cancellation.ts, the homes line's) cannot
// express. So the line decides the refund at the current instant with the hotel rule and hands the engine that
// exact amount (CancellationTerms.refundMinor) with terms of the same kind for the policy's name.
import type { DbOrTx } from '@portal/db/client';
import type { CancellationTerms } from '@portal/domain/cancellation';
import { eachNight } from '@portal/domain/iso-date';
import { hotelRefundAt } from '@portal/domain/hotels/rate-cancellation';
import type { BookingRow } from '../../checkout/bookings.repository.ts';
import type { CancellationBasis } from '../../checkout/product-line.ts';
import type { Clock } from '../../deps.ts';
import { findHotelBookings } from './hotel-bookings.repository.ts';
import { cfarRefundAt } from './hotel-cfar.ts';
import { findCfarPurchase } from './hotel-cfar.repository.ts';
import { checkInMsOf } from './hotel-pricing.ts';
import { catalogOf, toHotelReservation } from './hotel-reservation.ts';

type StoredQuote = { rate?: { nightly?: { price?: { value?: number } }[] } };

/** Day terms that refund, on any day before check-in, what the hotel rule refunds now. */
function termsNow(kind: 'Full' | 'Partial' | 'None' | 'ContactSupport' | 'NothingCharged', percent: number) {
  const terms = (t: Partial<CancellationTerms>): CancellationTerms => ({
    policy: 'NonRefundable',
    fullRefundDaysBefore: null,
    partialRefundPercent: null,
    partialRefundDaysBefore: null,
    ...t,
  });
  switch (kind) {
    case 'Full':
      return terms({ policy: 'FullyRefundable', fullRefundDaysBefore: 0 });
    case 'Partial':
      return terms({
        policy: 'PartiallyRefundable',
        partialRefundPercent: percent,
        partialRefundDaysBefore: 0,
      });
    case 'ContactSupport':
      return terms({ policy: 'Unknown' });
    case 'None':
    case 'NothingCharged':
      return terms({ policy: 'NonRefundable' });
  }
}

export async function hotelCancellationTerms(
  db: DbOrTx,
  clock: Clock,
  booking: BookingRow,
): Promise<CancellationBasis> {
  const [row] = await findHotelBookings(db, [booking.id]);
  if (!row) throw new Error(`Hotel booking ${booking.id} is missing`);
  const catalog = (await catalogOf(db, [row])).get(row.id)!;
  const reservation = await toHotelReservation(db, row, catalog);
  const stored = (row.price as StoredQuote).rate?.nightly ?? [];
  const nightlyMinor = stored.map((n) => Math.round((n.price?.value ?? 0) * 100));
  const checkInMs = checkInMsOf(catalog.hotel, row.checkIn);
  const nowMs = clock.now().getTime();
  const cfar = await findCfarPurchase(db, row.id);
  // The rate's own terms apply to the room's price; a premium bought with it is not the hotel's to refund.
  const roomPaidMinor = row.totalMinor - (cfar?.premiumMinor ?? 0);
  const decision = hotelRefundAt(
    {
      policy: row.cancellation,
      paymentTiming: row.paymentTiming,
      totalMinor: roomPaidMinor,
      paidMinor: roomPaidMinor,
      nightlyMinor:
        nightlyMinor.length > 0 ? nightlyMinor : eachNight(row.checkIn, row.checkOut).map(() => 0),
      rooms: row.rooms,
      checkInMs,
    },
    nowMs,
  );
  const basis = {
    from: row.checkIn,
    until: row.checkOut,
    policyDescription: reservation.cancellationPolicy.description,
    refundText: `Refund for cancelled hotel stay ${booking.confirmationCode}`,
  };
  // Cancel for any reason: until check-in time its refund stands whatever the rate says, when it is more.
  const cover = cfar
    ? cfarRefundAt({
        purchase: cfar,
        paidMinor: row.totalMinor,
        checkInMs,
        atMs: nowMs,
      })
    : null;
  const rateRefundMinor = decision.kind === 'ContactSupport' ? 0 : decision.refundMinor;
  if (cover !== null && cover > rateRefundMinor) {
    // The booking's policy text already states the cover (hotel-reservation.ts).
    return { ...basis, terms: { ...termsNow('Partial', 0), refundMinor: cover } };
  }
  if (decision.kind === 'ContactSupport') return { ...basis, terms: termsNow('ContactSupport', 0) };
  // The rate's own refund, exactly as the hotel rule decides it (the engine's whole-day rule is the homes
  // line's); with a premium bought, the premium it does not cover stays out of it.
  return { ...basis, terms: { ...termsNow(decision.kind, 0), refundMinor: decision.refundMinor } };
}
