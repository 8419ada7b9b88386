/**
 * The trips module's refund engine as other modules may use it: the flights line cancels by its fare
 * (products/flights/flight-cancel.service.ts) but moves money exactly as cancel.service.ts does, with the same cancel
 * quotes, refund plan and ledger rows.
 */
export { applyRefund, refundCards, type CancelProviders } from './refunds.ts';
export { bookedPaymentOf } from './trip-mapping.ts';
export {
  insertCancelQuote,
  listPayments,
  lockCancelQuote,
  markCancelQuoteUsed,
  type TripPaymentRow,
} from './trips.repository.ts';
