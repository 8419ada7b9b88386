/**
 * A private PostgreSQL cluster for one test: initdb into a temp folder, pg_ctl start on a free port. initdb
 * refuses to run as root, so as root every command runs as the `postgres` OS user, who owns the folder.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './api-process.ts';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why the cluster cannot be made here; null when it can. */
export function privatePostgresMissing(): string | null {
  for (const tool of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(join(BIN, tool))) return `PostgreSQL binaries not found (${join(BIN, tool)}; set PG_BIN)`;
  }
  return null;
}

export type PrivateCluster = {
  /** postgres://postgres@127.0.0.1:<port> with no database. */
  serverUrl: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy: () => Promise<void>;
};

async function osUser(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const root = mkdtempSync(join(tmpdir(), 'portal-faults-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = await osUser('postgres');
    chownSync(root, uid, gid);
  }
  const data = join(root, 'data');
  const logFile = join(root, 'postgres.log');
  const port = await freePort();
  const pg = async (tool: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]]
      : [join(BIN, tool), args];
    try {
      // stdio of pg_ctl's postmaster goes to the log file, so the call returns once the server is up.
      await run(file, argv, { timeout: 120_000 });
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3_000) : '';
      throw new Error(`${tool} ${args.join(' ')} failed: ${String(error)}\n${log}`);
    }
  };
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => pg('pg_ctl', ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '90', 'start']);
  const stop = () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '90', 'stop']);
  await start();
  let destroyed = false;
  return {
    serverUrl: `postgres://postgres@127.0.0.1:${port}`,
    start,
    stop,
    destroy: async () => {
      if (destroyed) return;
      destroyed = true;
      await stop().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
