import type { Person } from '@portal/contracts/travelers';
import { hasContactErrors, saveAndContinueErrors, type ContactErrors } from '@portal/domain/checkout';
import { loadPhoneCheck } from '../../../lib/phone-check.ts';
import type { Contact } from './traveler-step.tsx';
import { LOADING, type BookFlow } from './use-book-flow.ts';
import type { TravelerChoice } from './use-traveler-choice.ts';

/**
 * 'Save & Continue' (desktop step 1, mobile contact step): every field is checked and flagged at once; then a
 * new traveler is saved (with the contact email) and the quote is asked for under the primary traveler.
 */
export async function saveAndContinue(input: {
  choice: TravelerChoice;
  contact: Contact;
  today: string;
  flow: BookFlow;
  setContactErrors: (errors: ContactErrors) => void;
  /** Closes step 1 into its summary. */
  close: () => void;
  quote: (person: Person, loadingText: string) => Promise<boolean>;
  /** The line's own step 1 fields passed their check (CheckoutItem.checkTravelerFields); absent: true. */
  lineFieldsOk?: boolean;
}): Promise<boolean> {
  const { choice, contact, flow } = input;
  const travelerOk = choice.checkTraveler(input.today);
  const errors = saveAndContinueErrors({
    travelerSelected: travelerOk,
    email: contact.email,
    phoneValid: (await loadPhoneCheck()).isValidContactPhone(contact.countryCode, contact.phone),
  });
  input.setContactErrors(errors);
  if (hasContactErrors(errors) || input.lineFieldsOk === false) return false;
  let person = choice.traveler;
  if (choice.adding) {
    flow.setLoading(LOADING.savingTraveler);
    try {
      person = await choice.saveDraft(contact.email.trim());
    } catch {
      flow.setLoading(null);
      choice.showSaveFailed();
      return false;
    }
  }
  if (!person) return false;
  input.close();
  // The popup stays up from the save through the quote, under one text.
  return input.quote(person, LOADING.savingTraveler);
}
