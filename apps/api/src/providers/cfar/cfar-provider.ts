// The cancel-for-any-reason (CFAR) provider: a partner that insures a hotel stay so the guest may cancel it for any
// reason until check-in time and get a share back (spec §4 "Hotel refundable-room variants", §5, §9). The portal
// asks it, per rate, whether the rate can be covered and at what premium; the answer is the domain's CfarQuote.
import type { CfarQuote } from '@portal/domain/hotels/cfar';
import type { PaymentTiming, RefundPolicy } from '@portal/domain/hotels/enums';

/** One rate of one room type, priced for the stay and every room booked. */
export type CfarRate = {
  roomId: string;
  rateId: string;
  refundPolicy: RefundPolicy;
  paymentTiming: PaymentTiming;
  /** What the booking charges now for all rooms, in cents: what the cover insures. */
  payNowMinor: number;
};

export type CfarQuoteRequest = {
  /** The hotel's supplier (hotels.supplier_id); the simulator reads its test inputs from it. */
  supplierId: string;
  lodgingId: string;
  /** The instant of check-in at the hotel: the cover ends there (spec §9 "Hotel: until check-in time"). */
  checkInMs: number;
  rooms: number;
  rates: readonly CfarRate[];
  now: Date;
};

export interface CfarProvider {
  /** A quote for each rate asked, in the same order; an ineligible rate answers `eligible: false`. */
  quote(request: CfarQuoteRequest): Promise<CfarQuote[]>;
}
