/**
 * The trips module's cancel engine as a product line's own cancel may use it: the flights line decides by its fare
 * (products/flights/flight-cancel.service.ts) but cancels in the same transaction as cancel.service.ts does
 * (settleCancellation: the line's release, the refunds, the booking, the line's email), with the same cancel
 * quotes, refund plan and ledger rows.
 */
export { settleCancellation, type SettleInput } from './cancel-settle.ts';
export { refundCards, type CancelProviders, type CardRefunds } from './refunds.ts';
export { bookedPaymentOf } from './trip-mapping.ts';
export {
  insertCancelQuote,
  listPayments,
  lockCancelQuote,
  markCancelQuoteUsed,
  type TripPaymentRow,
} from './trips.repository.ts';
