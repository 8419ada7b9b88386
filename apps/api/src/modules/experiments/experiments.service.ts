import type { ExperimentsAnswer } from '@portal/contracts/session';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../user/user.service.ts';
import { assignExperiments, type Audience } from './experiment-assignment.ts';
import { ExperimentsFile } from './experiments-file.ts';

export type { Audience };
export { ExperimentsFile };

export async function activeExperiments(
  deps: Pick<AppDeps, 'db'>,
  file: ExperimentsFile,
  userId: string,
  audience: Audience,
): Promise<ExperimentsAnswer> {
  const user = await requireUser(deps.db, userId);
  return assignExperiments(await file.current(), user, audience);
}

/** The user's variant of one experiment, as PUT experiments/active answers it (so the API and the web agree). */
export async function experimentVariant(
  deps: Pick<AppDeps, 'db'>,
  file: ExperimentsFile,
  userId: string,
  audience: Audience,
  experimentId: string,
): Promise<string | null> {
  const { experiments } = await activeExperiments(deps, file, userId, audience);
  return experiments.find((e) => e.id === experimentId)?.variant ?? null;
}
