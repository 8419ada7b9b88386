/** What every fault test needs from its environment, and the seed that replays a run. */
export const serverUrl = process.env.TEST_DATABASE_URL;

export function skipReason(): string | null {
  return serverUrl ? null : 'TEST_DATABASE_URL is not set: the fault tests need a PostgreSQL server';
}

/** FAULT_SEED replays a run; otherwise a new seed, printed so a failure can be replayed. */
export function faultSeed(test: string): number {
  const seed = Number(process.env.FAULT_SEED ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`${test}: seed ${seed} (replay with FAULT_SEED=${seed})`);
  return seed;
}

/** A database name of this run, so parallel runs on one server never share one. */
export const dbName = (test: string) => `portal_faults_${test}_${process.pid}`;
