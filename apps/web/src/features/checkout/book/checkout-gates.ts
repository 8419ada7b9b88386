import {
  bookingBlockers,
  canConfirmAndBook,
  contactStepStatus,
  isBookingAllowed,
  isValidEmail,
  paymentStepStatus,
  travelerStepStatus,
  type BookingFacts,
} from '@portal/domain/checkout';
import type { Split } from '@portal/domain/rewards-split';
import type { CallState } from './use-book-flow.ts';
import type { Contact } from './traveler-step.tsx';

/**
 * What the page knows, as the domain's booking facts (spec §4 "Book allowed"), each step's status, and whether
 * 'Confirm and Book' may run: the gates that decide which step can proceed.
 */
export function checkoutGates(input: {
  quoted: boolean;
  quoteState: CallState;
  mainGuestAdded: boolean;
  priceDifferenceUnacknowledged: boolean;
  split: Split | null;
  splitValid: boolean;
  cardChosen: boolean;
  /** A card is needed even with nothing to charge on it (it guarantees the booking). */
  cardRequired?: boolean;
  /** What the booking charges now. */
  totalMinor: number;
  travelerChosen: boolean;
  /** The 'Add traveler' form is open: step 1 is not done until it is saved. */
  addingTraveler: boolean;
  contact: Contact;
  phoneOk: boolean;
}) {
  const { split, contact, phoneOk } = input;
  const facts: BookingFacts = {
    priceDifferenceUnacknowledged: input.priceDifferenceUnacknowledged,
    paymentSatisfied:
      split !== null &&
      input.splitValid &&
      ((split.cardMinor === 0 && !input.cardRequired) || input.cardChosen),
    coveredByOfferOrCredit:
      split !== null && input.totalMinor > 0 && split.offerMinor + split.creditMinor >= input.totalMinor,
    hasTraveler: input.travelerChosen,
    hasEmail: isValidEmail(contact.email),
    hasPhone: phoneOk,
    quoteInProgress: input.quoteState === 'InProcess',
    mainGuestAdded: input.mainGuestAdded,
  };
  const steps = {
    traveler: travelerStepStatus(input.travelerChosen && !input.addingTraveler),
    contact: contactStepStatus(contact.email, contact.phone, phoneOk),
    payment: input.quoted
      ? paymentStepStatus({
          cardChosen: input.cardChosen,
          rewardsChosen: (split?.rewardsMinor ?? 0) > 0,
          paymentNeeded: (split?.cardMinor ?? 0) > 0 || input.cardRequired === true,
        })
      : ('NOT_STARTED' as const),
  };
  const canBook = canConfirmAndBook(isBookingAllowed(facts), [steps.traveler, steps.contact, steps.payment]);
  return { facts, steps, canBook, blockers: bookingBlockers(facts) };
}
