import type { ContactErrors } from '@portal/domain/checkout';
import { LOADING, type BookFlow } from './use-book-flow.ts';
import type { TravelerChoice } from './use-traveler-choice.ts';

/**
 * The mobile first step (spec §2): a picked traveler, or the new one saved. Contact comes in the next step, so
 * only the traveler error is flagged and nothing is quoted yet.
 */
export async function saveMobileTravelerStep(input: {
  choice: TravelerChoice;
  today: string;
  flow: BookFlow;
  setContactErrors: (errors: ContactErrors | null) => void;
}): Promise<boolean> {
  const { choice, flow, setContactErrors } = input;
  if (!choice.adding) {
    setContactErrors({ email: false, phone: false, travelerSelect: choice.traveler === null });
    return choice.traveler !== null;
  }
  if (!choice.checkDraft(input.today)) return false;
  flow.setLoading(LOADING.updatingPassengers);
  try {
    await choice.saveDraft();
    setContactErrors(null);
    return true;
  } catch {
    choice.showSaveFailed();
    return false;
  } finally {
    flow.setLoading(null);
  }
}
