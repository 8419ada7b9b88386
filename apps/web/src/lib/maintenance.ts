import type { ExperimentId, MaintenanceVariant } from '@portal/contracts/session';

/** The contract's ExperimentId.Maintenance, restated (type-checked) so the shell does not load zod. */
export const MAINTENANCE_EXPERIMENT_ID = 'maintenance' satisfies (typeof ExperimentId)['Maintenance'];

const VARIANT_NAMES: readonly string[] = [
  'off',
  'always',
  'timed',
] satisfies MaintenanceVariant['variantName'][];
const DATA_FIELDS = ['startsAt', 'endsAt', 'message'] as const satisfies (keyof NonNullable<
  MaintenanceVariant['data']
>)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The contract's MaintenanceVariant check, by hand: the banner is in every page's first load and the variant is
 * a JSON string inside an experiment, so zod would cost every page for one small object. Throws like parse().
 */
function parseVariant(json: string): MaintenanceVariant {
  const value: unknown = JSON.parse(json);
  if (!isRecord(value) || typeof value.variantName !== 'string' || !VARIANT_NAMES.includes(value.variantName))
    throw new Error('Not a maintenance variant');
  if (value.data !== undefined) {
    const data = value.data;
    if (!isRecord(data)) throw new Error('Maintenance data is not an object');
    for (const field of DATA_FIELDS)
      if (data[field] !== undefined && typeof data[field] !== 'string')
        throw new Error(`${field} is not a string`);
  }
  return value as MaintenanceVariant;
}

export interface MaintenanceState {
  active: boolean;
  message: string | null;
}

const OFF: MaintenanceState = { active: false, message: null };

/** spec §4: maintenance is always on, or on between startsAt and endsAt. A variant that does not parse is off. */
export function maintenanceState(variant: string | undefined, now: number): MaintenanceState {
  if (!variant) return OFF;
  let parsed: MaintenanceVariant;
  try {
    parsed = parseVariant(variant);
  } catch {
    return OFF;
  }
  const message = parsed.data?.message ?? null;
  if (parsed.variantName === 'always') return { active: true, message };
  if (parsed.variantName !== 'timed') return OFF;
  const starts = parsed.data?.startsAt ? Date.parse(parsed.data.startsAt) : Number.NaN;
  const ends = parsed.data?.endsAt ? Date.parse(parsed.data.endsAt) : Number.NaN;
  if (Number.isNaN(starts) || Number.isNaN(ends)) return OFF;
  return now >= starts && now < ends ? { active: true, message } : OFF;
}

/** Milliseconds until the state can next change, so the banner can re-evaluate; null when it cannot change. */
export function nextMaintenanceChange(variant: string | undefined, now: number): number | null {
  if (!variant) return null;
  try {
    const parsed = parseVariant(variant);
    if (parsed.variantName !== 'timed') return null;
    const edges = [parsed.data?.startsAt, parsed.data?.endsAt]
      .map((s) => (s ? Date.parse(s) : Number.NaN))
      .filter((t) => !Number.isNaN(t) && t > now);
    return edges.length ? Math.min(...edges) - now : null;
  } catch {
    return null;
  }
}
