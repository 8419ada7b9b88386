import { hash, verify } from '@node-rs/argon2';
import type { ChangePasswordRequest } from '@portal/contracts/session';
import { newPasswordProblem } from '@portal/domain/agent-rules';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../plugins/errors.ts';
import { findUserById, setPasswordHash } from './user.repository.ts';

async function matches(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

/**
 * The signed-in person changes their own password: the current one must match (400 40012 otherwise, so a
 * session left open is not enough to take the account over), the new one follows newPasswordProblem (400 40013).
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  input: ChangePasswordRequest,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user || !(await matches(user.passwordHash, input.currentPassword)))
    throw new ApiError(400, 40012, 'The current password is incorrect.');
  const problem = newPasswordProblem({ current: input.currentPassword, next: input.newPassword });
  if (problem) throw new ApiError(400, 40013, problem);
  await setPasswordHash(deps.db, userId, await hash(input.newPassword));
}
