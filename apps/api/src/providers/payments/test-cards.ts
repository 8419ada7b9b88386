// The payment simulator's test inputs (documented in the README). Outside production the portal maps these
// numbers to the user's first rewards account (spec §5 "Checkout"), whatever their last four digits. All pass the
// Luhn check, so the portal's own validation lets them through and the simulator decides.

export const SIMULATOR_TEST_CARDS = {
  /** Verifies and charges. */
  visaSuccess: '4111111111111111',
  mastercardSuccess: '5555555555554444',
  amexSuccess: '378282246310005',
  /** The issuer declines verification: CardDeclined. */
  declined: '4000000000000002',
  /** The provider fails while verifying: GenericError. */
  processingError: '4000000000000119',
  /** Verifies, then every charge is declined (for the booking flow's payment failures). */
  declinesCharges: '4000000000000341',
  /** Verifies; its last four (0019) make the card-charges simulator answer FraudAutoReject at booking. */
  fraudAutoReject: '4000000001000019',
  /** Verifies; its last four (0027) make the card-charges simulator answer LikelyFraud at booking. */
  likelyFraud: '4000000001000027',
} as const;

/** Any card number with this CVV fails the CVV check. */
export const SIMULATOR_BAD_CVV = '000';
/** Any card number with this billing zip fails the address check. */
export const SIMULATOR_BAD_ZIP = '00000';

const testNumbers: ReadonlySet<string> = new Set(Object.values(SIMULATOR_TEST_CARDS));

export function isSimulatorTestCard(digits: string): boolean {
  return testNumbers.has(digits);
}

/**
 * Saved cards that fail at booking, by last four digits (documented in the README). 0341 is the last four of
 * `declinesCharges`, so a card saved through verify declines here too; seeded and factory cards (whose tokens the
 * simulator never issued) are recognised the same way.
 */
export const BOOKING_TEST_LAST_FOUR: Readonly<
  Record<string, 'CardDeclined' | 'FraudAutoReject' | 'LikelyFraud'>
> = {
  '0002': 'CardDeclined',
  '0341': 'CardDeclined',
  '0019': 'FraudAutoReject',
  '0027': 'LikelyFraud',
};
