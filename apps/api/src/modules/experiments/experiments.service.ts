import type { ExperimentsAnswer } from '@portal/contracts/session';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../user/user.service.ts';
import { assignExperiments, type Audience } from './experiment-assignment.ts';
import type { ExperimentsFile } from './experiments-file.ts';

export async function activeExperiments(
  deps: AppDeps,
  file: ExperimentsFile,
  userId: string,
  audience: Audience,
): Promise<ExperimentsAnswer> {
  const user = await requireUser(deps.db, userId);
  return assignExperiments(await file.current(), user, audience);
}
