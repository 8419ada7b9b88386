/** Spec §6: who sees which traveler profiles, and the hide / show / default choices of a corporate user. */
import { placeholderProfile, sortProfiles } from './profiles.ts';

/** A corporate membership's choices (spec §3 corporateInfo defaultTravelerId and hiddenTravelerIds). */
export type TravelerChoices = { defaultTravelerId: string | null; hiddenTravelerIds: readonly string[] };

export type TravelerAction = 'assign_default' | 'hide' | 'show';

/**
 * The choices after one action. A default profile is the one pre-chosen at checkout, so it must stay in the
 * list: making a hidden profile the default shows it again, and hiding the default clears the default.
 */
export function applyTravelerAction(
  choices: TravelerChoices,
  action: TravelerAction,
  travelerId: string,
): { defaultTravelerId: string | null; hiddenTravelerIds: string[] } {
  const without = choices.hiddenTravelerIds.filter((id) => id !== travelerId);
  switch (action) {
    case 'assign_default':
      return { defaultTravelerId: travelerId, hiddenTravelerIds: without };
    case 'hide':
      return {
        defaultTravelerId: choices.defaultTravelerId === travelerId ? null : choices.defaultTravelerId,
        hiddenTravelerIds: [...without, travelerId],
      };
    case 'show':
      return { defaultTravelerId: choices.defaultTravelerId, hiddenTravelerIds: without };
  }
}

export type ListUser = { userId: string; firstName: string; lastName: string; email: string };
export type OwnedProfile = { id: string; ownerUserId: string; givenName: string; surname: string };
export type PlaceholderProfile = ReturnType<typeof placeholderProfile>;

/**
 * Spec §3 and §6: the users' travelers merged with the users themselves. A user with no traveler record
 * becomes the placeholder profile; hidden traveler ids are left out unless asked for (the management page
 * shows them so they can be shown again). Sorted by given name, then surname.
 */
export function mergeTravelerList<P extends OwnedProfile>(input: {
  users: readonly ListUser[];
  travelers: readonly P[];
  hiddenTravelerIds: readonly string[];
  includeHidden: boolean;
}): Array<P | PlaceholderProfile> {
  const owners = new Set(input.travelers.map((t) => t.ownerUserId));
  const hidden = new Set(input.hiddenTravelerIds);
  const placeholders = input.users.filter((u) => !owners.has(u.userId)).map(placeholderProfile);
  const travelers = input.travelers.filter((t) => input.includeHidden || !hidden.has(t.id));
  return sortProfiles<P | PlaceholderProfile>([...travelers, ...placeholders]);
}
