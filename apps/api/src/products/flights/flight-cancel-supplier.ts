// The flights line's supplier cancel step (ProductLine.supplierCancel): the airline voids the ticket within the
// void window, or cancels it after; only then does the portal give the money back. An airline that answers
// "cancel requested" (the simulator's CancelPending surname) leaves the cancellation pending until it is done.
import { voidStatus } from '@portal/domain/flights/void-window';
import type { SupplierCancelAnswer, SupplierCancelStep } from '../../checkout/product-line.ts';
import type { FlightSupply } from '../../providers/flight-supply/flight-supply.ts';
import { findFlightBookings } from './flight-bookings.repository.ts';
import { POINT_OF_SALE, POINT_OF_SALE_ZONE } from './flight-cancel.ts';
import { lifecycleOf } from './flight-trip-mapping.ts';

export function flightCancelStep(supply: FlightSupply): SupplierCancelStep {
  return {
    async cancel(db, { booking, requestedAt, now }): Promise<SupplierCancelAnswer> {
      const [row] = await findFlightBookings(db, [booking.id]);
      if (!row) throw new Error(`Flight booking ${booking.id} is missing`);
      // No ticket yet: the reservation is dropped with the booking, there is nothing for the airline to cancel.
      if (!row.recordLocator) return { kind: 'Cancelled' };
      const voidable =
        voidStatus({
          ticketState: lifecycleOf(row),
          purchasedAtMs: booking.createdAt.getTime(),
          nowMs: requestedAt.getTime(),
          pointOfSale: POINT_OF_SALE,
          zone: POINT_OF_SALE_ZONE,
        }) === 'TicketedVoid';
      const ask = voidable ? supply.void?.bind(supply) : supply.cancel?.bind(supply);
      // A supplier that takes no cancellations through its API leaves them to the portal (its own records).
      if (!ask) return { kind: 'Cancelled' };
      const answer = await ask({
        recordLocator: row.recordLocator,
        idempotencyKey: booking.id,
        surnames: (row.passengers as { surname: string }[]).map((p) => p.surname),
        requestedAt,
        now,
      });
      return answer.kind === 'Done' ? { kind: 'Cancelled' } : answer;
    },
  };
}
