import type { PassengerInput, Person, TravelerChoices } from '@portal/contracts/travelers';
import { isoDateOfInstant } from '@portal/domain/iso-date';
import { applyTravelerAction, mergeTravelerList, type TravelerAction } from '@portal/domain/traveler-list';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import {
  findScopedTraveler,
  findTravelersOf,
  markConsumerDefault,
  type MembershipChoices,
} from './passengers.repository.ts';
import { loadTravelerScope } from './traveler-scope.ts';
import { personErrors } from './traveler-validation.ts';
import { completePlaceholder, toPerson, toTravelerValues } from './travelers-mapping.ts';
import { insertTraveler, updateTraveler, type TravelerRow } from './travelers.repository.ts';
import { saveTravelerChoices } from '../user/user.service.ts';

/**
 * A corporate user's default is the membership's defaultTravelerId (spec §3 corporateInfo); a consumer, who has
 * no membership, keeps it on the traveler row.
 */
function personOf(row: TravelerRow, membership: MembershipChoices | null): Person {
  const person = toPerson(row);
  return membership ? { ...person, isDefaultProfile: row.id === membership.defaultTravelerId } : person;
}

/** GET passengers: the spec §6 traveler list; `includeHidden` adds hidden profiles, flagged. */
export async function listPassengers(
  deps: AppDeps,
  session: AuthSession,
  includeHidden: boolean,
): Promise<{ value: Person[] }> {
  const scope = await loadTravelerScope(deps.db, session);
  const rows = await findTravelersOf(deps.db, scope.userIds);
  const hidden = new Set(scope.membership?.hiddenTravelerIds ?? []);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const merged = mergeTravelerList({
    users: scope.users,
    travelers: rows.map((row) => ({
      id: row.id,
      ownerUserId: row.userId,
      givenName: row.givenName,
      surname: row.surname,
    })),
    hiddenTravelerIds: [...hidden],
    includeHidden,
  });
  const value = merged.map((profile): Person => {
    const row = 'id' in profile ? byId.get(profile.id) : undefined;
    if (!row) return completePlaceholder(profile as Parameters<typeof completePlaceholder>[0]);
    const person = personOf(row, scope.membership);
    return includeHidden ? { ...person, isHidden: hidden.has(row.id) } : person;
  });
  return { value };
}

/**
 * PUT passengers: saves a traveler payload. An existing id must be in the session's scope; a new traveler
 * belongs to the signed-in user, or to `linkedDEUserId` when that user is in scope (completing a company
 * user's placeholder). Anything out of scope answers 404, so ids cannot be probed.
 */
export async function savePassenger(
  deps: AppDeps,
  session: AuthSession,
  input: PassengerInput,
): Promise<Person> {
  const errors = personErrors(input, isoDateOfInstant(deps.clock.now()), 'body');
  if (errors.length > 0) throw new ApiError(400, 40000, 'Invalid request', { fields: errors });
  const scope = await loadTravelerScope(deps.db, session);
  const values = toTravelerValues(input);
  if (input.id) {
    const current = await findScopedTraveler(deps.db, scope.userIds, input.id);
    const row = current && (await updateTraveler(deps.db, current.userId, current.id, values));
    if (!row) throw notFound('Traveler');
    return personOf(row, scope.membership);
  }
  const owner = input.linkedDEUserId ?? session.userId;
  if (!scope.userIds.includes(owner)) throw notFound('User');
  return personOf(await insertTraveler(deps.db, owner, values), scope.membership);
}

/** PUT passengers/assign_default, /hide and /show (spec §6). */
export async function changeTravelerChoice(
  deps: AppDeps,
  session: AuthSession,
  action: TravelerAction,
  travelerId: string,
): Promise<TravelerChoices> {
  return deps.db.transaction(async (tx) => {
    const scope = await loadTravelerScope(tx, session, { forUpdate: true });
    const row = await findScopedTraveler(tx, scope.userIds, travelerId);
    if (!row) throw notFound('Traveler');
    const { membership } = scope;
    if (membership) {
      const next = applyTravelerAction(membership, action, travelerId);
      await saveTravelerChoices(tx, membership.id, next);
      return next;
    }
    // Hidden ids live on a corporate membership; a consumer has none to keep them in.
    if (action !== 'assign_default') {
      throw new ApiError(409, 40900, 'Only corporate travelers can hide or show traveler profiles');
    }
    await markConsumerDefault(tx, session.userId, travelerId);
    return { defaultTravelerId: travelerId, hiddenTravelerIds: [] };
  });
}
