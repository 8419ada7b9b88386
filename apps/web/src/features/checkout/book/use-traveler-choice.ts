import { useEffect, useState } from 'react';
import type { Person } from '@portal/contracts/travelers';
import { isAdultAtCheckIn } from '@portal/domain/primary-traveler';
import { useSaveTraveler, useTravelers } from '../checkout-api.ts';
import { draftErrors, EMPTY_DRAFT, type TravelerDraft } from './traveler-step.tsx';

export type TravelerChoice = ReturnType<typeof useTravelerChoice>;
export type DraftErrors = ReturnType<typeof draftErrors>;

export const SAVE_TRAVELER_FAILED = 'We could not save this traveler. Check the details and try again.';

/**
 * Who the booking is under: a saved traveler picked from the list, or a new one typed into the 'Add traveler'
 * form (the draft) and saved when the step is saved. `travelStart` is the first day of travel, by which the
 * primary traveler is an adult (spec §2).
 */
export function useTravelerChoice(travelStart: string) {
  const travelers = useTravelers();
  const saveTraveler = useSaveTraveler();
  const [selectedTravelerId, setSelectedTravelerId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<TravelerDraft>(EMPTY_DRAFT);
  const [draftErrs, setDraftErrs] = useState<DraftErrors>({});

  // The default profile (else the first saved traveler) is preselected; with none, the add form opens.
  useEffect(() => {
    if (!travelers.data || selectedTravelerId || adding) return;
    // Spec §2: the primary traveler is an adult by the first day of travel, so a child is never preselected.
    const adults = travelers.data.filter((p) => isAdultAtCheckIn(p.dateOfBirth, travelStart));
    const first = adults.find((p) => p.isDefaultProfile) ?? adults[0];
    if (first?.id) setSelectedTravelerId(first.id);
    else setAdding(true);
  }, [travelers.data, selectedTravelerId, adding, travelStart]);

  const people = travelers.data ?? [];
  const traveler = people.find((p) => p.id === selectedTravelerId) ?? null;

  /** Checks the draft and shows what is wrong with it; true when it can be saved. */
  const checkDraft = (today: string): boolean => {
    const errs = draftErrors(draft, today, travelStart);
    setDraftErrs(errs);
    return Object.keys(errs).length === 0;
  };

  /**
   * Whether step 1 has a primary traveler to save: the draft passes its checks (shown on the form), or the picked
   * traveler is an adult by the first day of travel.
   */
  const checkTraveler = (today: string): boolean => {
    if (adding) return checkDraft(today);
    setDraftErrs({});
    return traveler !== null && isAdultAtCheckIn(traveler.dateOfBirth, travelStart);
  };

  /** Saves the draft as a new traveler and picks it; rejects when the server refuses it. */
  const saveDraft = async (emailAddress?: string): Promise<Person> => {
    const person = await saveTraveler.mutateAsync({
      givenName: draft.givenName.trim(),
      surname: draft.surname.trim(),
      dateOfBirth: draft.dateOfBirth,
      gender: draft.gender as 'M' | 'F',
      ...(emailAddress === undefined ? {} : { emailAddress }),
    });
    setSelectedTravelerId(person.id ?? null);
    setAdding(false);
    setDraft(EMPTY_DRAFT);
    return person;
  };

  return {
    travelers,
    people,
    traveler,
    selectedTravelerId,
    setSelectedTravelerId,
    adding,
    setAdding,
    draft,
    setDraft,
    draftErrs,
    checkDraft,
    checkTraveler,
    saveDraft,
    showSaveFailed: () => setDraftErrs({ givenName: SAVE_TRAVELER_FAILED }),
  };
}
