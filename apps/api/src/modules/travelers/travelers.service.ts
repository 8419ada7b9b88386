import type { Person, PersonInput } from '@portal/contracts/travelers';
import type { DbOrTx } from '@portal/db/client';
import { isoDateOfInstant } from '@portal/domain/iso-date';
import { sortProfiles } from '@portal/domain/profiles';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError, notFound, unauthorized } from '../../plugins/errors.ts';
import { findScopedTraveler } from './passengers.repository.ts';
import { loadTravelerScope } from './traveler-scope.ts';
import { personErrors } from './traveler-validation.ts';
import { forgetTraveler } from '../user/user.service.ts';
import { toPerson, toPlaceholderPerson, toTravelerValues } from './travelers-mapping.ts';
import {
  deleteTraveler as deleteTravelerRow,
  findTravelerOwner,
  findTravelers,
  insertTraveler,
  updateTraveler as updateTravelerRow,
} from './travelers.repository.ts';

/** PUT travelers/list: the user's saved travelers by given name then surname, or the spec §3 placeholder. */
export async function listTravelers(deps: AppDeps, session: AuthSession): Promise<{ value: Person[] }> {
  const rows = await findTravelers(deps.db, session.userId);
  if (rows.length > 0) return { value: sortProfiles(rows.map(toPerson)) };
  const owner = await findTravelerOwner(deps.db, session.userId);
  // A session outliving its user (deleted by an operator) is no session.
  if (!owner) throw unauthorized();
  return { value: [toPlaceholderPerson(owner)] };
}

/**
 * The birth date of the user's saved traveler with this given name and surname (ignoring case and outer
 * spaces), or null: a main guest named without a birth date is checked against it.
 */
export async function savedBirthDate(
  deps: Pick<AppDeps, 'db'>,
  session: AuthSession,
  givenName: string,
  surname: string,
): Promise<string | null> {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const rows = await findTravelers(deps.db, session.userId);
  const match = rows.find((row) => same(row.givenName, givenName) && same(row.surname, surname));
  return match?.dateOfBirth ?? null;
}

/** The user's saved travelers as stored (a flight booking's passengers are chosen among them). */
export type SavedTraveler = Awaited<ReturnType<typeof findTravelers>>[number];
export async function savedTravelersOf(db: DbOrTx, userId: string): Promise<SavedTraveler[]> {
  return findTravelers(db, userId);
}

/** PUT travelers/update: creates the person when it has no id, else replaces the user's own traveler. */
export async function updateTraveler(
  deps: AppDeps,
  session: AuthSession,
  person: PersonInput,
): Promise<Person> {
  const errors = personErrors(person, isoDateOfInstant(deps.clock.now()), 'body.person');
  if (errors.length > 0) throw new ApiError(400, 40000, 'Invalid request', { fields: errors });
  const values = toTravelerValues(person);
  if (!person.id) return toPerson(await insertTraveler(deps.db, session.userId, values));
  const row = await updateTravelerRow(deps.db, session.userId, person.id, values);
  // Someone else's traveler answers exactly like a missing one, so ids cannot be probed.
  if (!row) throw notFound('Traveler');
  return toPerson(row);
}

/**
 * POST travelers/delete: a traveler in the session's scope (spec §6: a canViewUsers user manages the company's
 * travelers). The id also leaves every membership's default and hidden list, in the same transaction.
 */
export async function deleteTraveler(deps: AppDeps, session: AuthSession, personId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const scope = await loadTravelerScope(tx, session);
    const row = await findScopedTraveler(tx, scope.userIds, personId);
    if (!row || !(await deleteTravelerRow(tx, row.userId, personId))) throw notFound('Traveler');
    await forgetTraveler(tx, personId);
  });
}
