import type { Person, PersonInput } from '@portal/contracts/travelers';
import { isBefore, isoDateOfInstant } from '@portal/domain/iso-date';
import { customFieldErrors, sortProfiles, withoutEmptyEntries } from '@portal/domain/profiles';
import type { AppDeps } from '../../app.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError, notFound, unauthorized } from '../../plugins/errors.ts';
import { toPerson, toPlaceholderPerson, toTravelerValues } from './travelers-mapping.ts';
import {
  deleteTraveler as deleteTravelerRow,
  findTravelerOwner,
  findTravelers,
  insertTraveler,
  updateTraveler as updateTravelerRow,
} from './travelers.repository.ts';

type FieldError = { field: string; message: string };
const FIELD = 'body.person';

/** PUT travelers/list: the user's saved travelers by given name then surname, or the spec §3 placeholder. */
export async function listTravelers(deps: AppDeps, session: AuthSession): Promise<{ value: Person[] }> {
  const rows = await findTravelers(deps.db, session.userId);
  if (rows.length > 0) return { value: sortProfiles(rows.map(toPerson)) };
  const owner = await findTravelerOwner(deps.db, session.userId);
  // A session outliving its user (deleted by an operator) is no session.
  if (!owner) throw unauthorized();
  return { value: [toPlaceholderPerson(owner)] };
}

/** Checks that need the clock or the spec §5 custom-field rules, which a schema cannot express. */
function personErrors(person: PersonInput, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!isBefore(person.dateOfBirth, today)) {
    errors.push({ field: `${FIELD}.dateOfBirth`, message: 'Must be a date in the past' });
  }
  for (const map of ['frequentFlyer', 'hotelLoyalty'] as const) {
    for (const key of customFieldErrors(withoutEmptyEntries(person[map]))) {
      errors.push({
        field: `${FIELD}.${map}.${key}`,
        message: 'Program codes use letters and digits; numbers use letters, digits, spaces, / and - only',
      });
    }
  }
  return errors;
}

/** PUT travelers/update: creates the person when it has no id, else replaces the user's own traveler. */
export async function updateTraveler(
  deps: AppDeps,
  session: AuthSession,
  person: PersonInput,
): Promise<Person> {
  const errors = personErrors(person, isoDateOfInstant(deps.clock.now()));
  if (errors.length > 0) throw new ApiError(400, 40000, 'Invalid request', { fields: errors });
  const values = toTravelerValues(person);
  if (!person.id) return toPerson(await insertTraveler(deps.db, session.userId, values));
  const row = await updateTravelerRow(deps.db, session.userId, person.id, values);
  // Someone else's traveler answers exactly like a missing one, so ids cannot be probed.
  if (!row) throw notFound('Traveler');
  return toPerson(row);
}

/** POST travelers/delete. */
export async function deleteTraveler(deps: AppDeps, session: AuthSession, personId: string): Promise<void> {
  if (!(await deleteTravelerRow(deps.db, session.userId, personId))) throw notFound('Traveler');
}
