/**
 * The main thread's side of the embedded database: the part of PGlite's interface Drizzle's pglite driver uses
 * (query, exec, transaction) plus dumpDataDir and close, each sent to the worker thread that owns PGlite
 * (pglite-worker-host.ts). The main thread only posts messages and reads answers, so an HTTP server keeps
 * answering while PostgreSQL works.
 *
 * Transactions keep PGlite's guarantee: PGlite is one connection, so a transaction holds it from BEGIN to COMMIT
 * and every other query or transaction waits in arrival order. The worker holds PGlite's own transaction open
 * while the callback runs here; the callback's queries name the transaction, everything else queues behind it.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import {
  errorFromShape,
  type Answer,
  type HostOptions,
  type Ready,
  type Request,
} from './pglite-protocol.ts';

/** What a transaction's callback gets: PGlite's Transaction minus listen and the sql`` tag. */
export type WorkerTransaction = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string) => Promise<Results[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

export type WorkerClientOptions = HostOptions & {
  /**
   * Called once if the worker thread ends without close() (a crash, an out-of-memory abort): every pending and later
   * query has failed with the same error. The default throws it, so the process ends with that message instead
   * of hanging.
   */
  onCrash?: (error: Error) => void;
  /** The worker thread's V8 heap limits (PGlite's WebAssembly memory is outside them). */
  resourceLimits?: ResourceLimits;
};

const hostUrl = new URL('./pglite-worker-host.ts', import.meta.url);
// tsx's ESM entry (its CommonJS build of esm/api cannot register from a worker).
const tsxApiUrl = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/index\.cjs$/, 'index.mjs'),
);

/**
 * The host is TypeScript like the rest of the code, run by tsx. A worker thread of Node 20 does not run its
 * parent's --import loaders, so it registers tsx's loader itself before importing the host.
 */
const bootstrap = `import(${JSON.stringify(tsxApiUrl.href)})
  .then((tsx) => (tsx.register ?? tsx.default.register)())
  .then(() => import(${JSON.stringify(hostUrl.href)}))`;

/** An uncaught exception: the process ends with the crash's message instead of serving requests it cannot. */
function throwLater(error: Error): void {
  process.nextTick(() => {
    throw error;
  });
}

export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #ready: Promise<void>;
  #nextId = 1;
  #closing = false;
  #failure: Error | undefined;

  constructor(options: WorkerClientOptions = {}) {
    const { onCrash = throwLater, resourceLimits, ...hostOptions } = options;
    this.#worker = new Worker(bootstrap, {
      eval: true,
      workerData: hostOptions,
      ...(resourceLimits ? { resourceLimits } : {}),
    });
    this.#ready = new Promise<void>((resolve, reject) => {
      const onReady = (message: Ready) => {
        if (!('ready' in message)) return;
        this.#worker.off('message', onReady);
        if (message.ready) resolve();
        else reject(errorFromShape(message.error));
      };
      this.#worker.on('message', onReady);
      this.#worker.once('exit', (code) =>
        reject(
          new Error(`The embedded database's worker thread exited (code ${code}) before PGlite started`),
        ),
      );
    });
    // Idle, the worker does not keep the process alive; starting, or with a query pending (see #call), it does.
    this.#ready.then(
      () => {
        if (this.#pending.size === 0) this.#worker.unref();
      },
      () => {},
    );
    this.#worker.on('message', (answer: Answer) => this.#settle(answer));
    let cause: unknown;
    this.#worker.on('error', (error) => (cause = error));
    this.#worker.on('exit', (code) => {
      if (this.#closing) return;
      const error = new Error(
        `The embedded database (PGlite's worker thread) stopped unexpectedly with exit code ${code}${
          cause instanceof Error ? `: ${cause.message}` : ''
        }`,
        { cause },
      );
      this.#fail(error);
      onCrash(error);
    });
  }

  get waitReady(): Promise<void> {
    return this.#ready;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.#query<T>(sql, params, options, undefined);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: 'exec', sql }) as Promise<Results[]>;
  }

  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const ensureOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: WorkerTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
        ensureOpen();
        return this.#query<R>(sql, params, options, txId);
      },
      exec: (sql) => {
        ensureOpen();
        return this.#call({ op: 'exec', sql, txId }) as Promise<Results[]>;
      },
      rollback: async () => {
        ensureOpen();
        closed = true;
        await this.#call({ op: 'end', txId, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ op: 'end', txId, commit: false });
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: 'end', txId, commit: true });
    }
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    const tar = (await this.#call({ op: 'dump' })) as ArrayBuffer;
    return new Blob([tar], { type: 'application/x-tar' });
  }

  async close(): Promise<void> {
    if (this.#closing) return;
    try {
      if (!this.#failure) await this.#call({ op: 'close' });
    } finally {
      this.#closing = true;
      await this.#worker.terminate();
    }
  }

  #query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    txId: number | undefined,
  ): Promise<Results<T>> {
    return this.#call({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      // Drizzle's parsers all keep a type's text (dates, timestamps, intervals); functions cannot cross threads.
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
      paramTypes: options.paramTypes,
      ...(txId === undefined ? {} : { txId }),
    }) as Promise<Results<T>>;
  }

  async #call(request: Request): Promise<unknown> {
    await this.#ready;
    if (this.#failure) throw this.#failure;
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #settle(answer: Answer): void {
    if (!('id' in answer)) return;
    const waiter = this.#pending.get(answer.id);
    if (!waiter) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (answer.ok) waiter.resolve(answer.value);
    else waiter.reject(errorFromShape(answer.error));
  }

  #fail(error: Error): void {
    this.#failure = error;
    for (const waiter of this.#pending.values()) waiter.reject(error);
    this.#pending.clear();
  }
}
