/**
 * The worker thread that owns the embedded database. PGlite runs PostgreSQL in WebAssembly synchronously on the
 * thread that calls it, so on the main thread every query stalled the HTTP server; here it only occupies this
 * thread. Requests are handled as they arrive: PGlite's own mutex runs them one at a time in arrival order, and
 * an open transaction holds it until the main thread ends it, exactly as on the main thread before.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import {
  errorShape,
  type Answer,
  type AnswerValue,
  type Envelope,
  type HostOptions,
  type QueryRequest,
  type Ready,
} from './pglite-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker-host.ts runs only as a worker thread');
const options = workerData as HostOptions;

/** Open transactions by id, with the callback that lets PGlite commit (true) or roll back (false). */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
let nextTxId = 1;
/** Rejects a transaction's callback so that PGlite rolls it back; not an error of the caller's. */
const ROLLBACK = Symbol('rollback');

const textParsers = (types: number[]): ParserOptions =>
  Object.fromEntries(types.map((type) => [type, (value: string) => value]));

function run(db: PGlite | Transaction, request: QueryRequest) {
  return db.query(request.sql, request.params, {
    rowMode: request.rowMode,
    parsers: textParsers(request.textTypes),
    paramTypes: request.paramTypes,
  });
}

function target(db: PGlite, txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return db;
  const entry = open.get(txId);
  if (!entry) throw new Error(`No open transaction ${txId}: it was already committed or rolled back`);
  return entry.tx;
}

/** Starts a transaction and answers its id once BEGIN ran, i.e. once it owns the connection. */
function begin(db: PGlite): Promise<number> {
  const txId = nextTxId++;
  return new Promise<number>((began, failed) => {
    const done: Promise<void> = db
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            open.set(txId, { tx, end: (yes) => (yes ? commit() : rollback(ROLLBACK)), done });
            began(txId);
          }),
      )
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    // BEGIN itself failed: the callback never ran.
    done.catch(failed);
  });
}

async function finish(txId: number, commit: boolean): Promise<null> {
  const entry = open.get(txId);
  if (!entry) throw new Error(`No open transaction ${txId}: it was already committed or rolled back`);
  open.delete(txId);
  entry.end(commit);
  await entry.done;
  return null;
}

async function handle(db: PGlite, request: Envelope): Promise<AnswerValue> {
  switch (request.op) {
    case 'query':
      return run(target(db, request.txId), request);
    case 'exec':
      return target(db, request.txId).exec(request.sql);
    case 'begin':
      return begin(db);
    case 'end':
      return finish(request.txId, request.commit);
    case 'dump': {
      const dump = await db.dumpDataDir('none');
      return dump.arrayBuffer();
    }
    case 'close':
      await db.close();
      return null;
  }
}

async function start(): Promise<PGlite> {
  const loadDataDir = options.loadDataDirFile
    ? new Blob([await readFile(options.loadDataDirFile)])
    : undefined;
  const db = new PGlite({ dataDir: options.dataDir, loadDataDir, extensions: { btree_gist } });
  await db.waitReady;
  return db;
}

start().then(
  (db) => {
    port.on('message', (request: Envelope) => {
      handle(db, request).then(
        (value) => {
          const answer: Answer = { id: request.id, ok: true, value };
          port.postMessage(answer, value instanceof ArrayBuffer ? [value] : []);
        },
        (error: unknown) =>
          port.postMessage({ id: request.id, ok: false, error: errorShape(error) } as Answer),
      );
    });
    port.postMessage({ ready: true } satisfies Ready);
  },
  (error: unknown) => port.postMessage({ ready: false, error: errorShape(error) } satisfies Ready),
);
