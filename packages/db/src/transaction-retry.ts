// SQLSTATEs after which the same transaction may simply run again: 40P01 deadlock detected (PostgreSQL broke a
// lock cycle by aborting this side), 40001 serialization failure. Both roll the whole transaction back.
const RETRYABLE = new Set(['40P01', '40001']);

/** Whether an error (or one of its causes) is a deadlock or serialization failure. */
export function isRetryableConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

/**
 * Runs `work` (one whole transaction) again after a deadlock or serialization failure, up to `attempts` times in
 * all, after a short random pause so the competing transactions do not collide again in step.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
