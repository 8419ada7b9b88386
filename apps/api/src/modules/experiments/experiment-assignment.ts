import { createHash } from 'node:crypto';
import { ExperimentId, type Experiment } from '@portal/contracts/session';
import { defaultExperiments, type ExperimentsConfig, type Rollout } from './experiments-config.ts';

export type Audience = 'consumer' | 'corporate';

/** A stable point in [0, 1) per user and experiment: the same user always lands in the same variant, and
 * experiments are drawn independently of each other. */
function bucket(userId: string, experimentId: string): number {
  const digest = createHash('sha256').update(`${experimentId}:${userId}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

function draw(rollout: Rollout, userId: string, experimentId: string) {
  const total = rollout.variants.reduce((sum, v) => sum + v.weight, 0);
  const first = rollout.variants[0];
  if (!first) throw new Error(`experiment ${experimentId} has no variants`);
  if (total <= 0) return first;
  let point = bucket(userId, experimentId) * total;
  for (const variant of rollout.variants) {
    if (point < variant.weight) return variant;
    point -= variant.weight;
  }
  return first;
}

function toExperiment(id: string, name: string, data: unknown): Experiment {
  // spec §3: the maintenance variant is a JSON string carrying variantName and data.
  if (id === ExperimentId.Maintenance) {
    return {
      id,
      variant: JSON.stringify(data === undefined ? { variantName: name } : { variantName: name, data }),
    };
  }
  return data === undefined ? { id, variant: name } : { id, variant: name, data };
}

/** Every experiment of spec §9 with the user's variant: override by email, else a weighted draw. */
export function assignExperiments(
  config: ExperimentsConfig,
  user: { id: string; email: string },
  audience: Audience,
): { experiments: Experiment[]; trackingProperties: Record<string, string> } {
  const experiments: Experiment[] = [];
  const trackingProperties: Record<string, string> = {};
  for (const id of Object.values(ExperimentId)) {
    const definition = config.experiments[id] ?? defaultExperiments[id];
    if (!definition) continue;
    const rollout = audience === 'corporate' && definition.corporate ? definition.corporate : definition;
    const overridden = rollout.overrides[user.email.toLowerCase()] ?? rollout.overrides[user.email];
    const variant = overridden
      ? (rollout.variants.find((v) => v.name === overridden) ?? { name: overridden, data: undefined })
      : draw(rollout, user.id, id);
    experiments.push(toExperiment(id, variant.name, variant.data));
    trackingProperties[id] = variant.name;
  }
  return { experiments, trackingProperties };
}
