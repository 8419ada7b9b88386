import type { ExperimentsAnswer } from '@portal/contracts/session';
import type { AppDeps } from '../../deps.ts';
import { unauthorized } from '../../plugins/errors.ts';
import { findUserById } from '../session/session.repository.ts';
import { assignExperiments, type Audience } from './experiment-assignment.ts';
import type { ExperimentsFile } from './experiments-file.ts';

export async function activeExperiments(
  deps: AppDeps,
  file: ExperimentsFile,
  userId: string,
  audience: Audience,
): Promise<ExperimentsAnswer> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized();
  return assignExperiments(await file.current(), user, audience);
}
