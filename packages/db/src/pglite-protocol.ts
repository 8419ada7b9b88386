/**
 * The messages between the main thread (pglite-worker-client.ts) and the worker thread that owns PGlite
 * (pglite-worker-host.ts). Every request carries an id its answer repeats. Values cross by structured clone, so
 * options that are functions (PGlite's parsers) travel as the type ids whose values stay text.
 */
import type { Results, RowMode } from '@electric-sql/pglite';

export type HostOptions = {
  /** PGlite's data folder; undefined keeps it in memory. */
  dataDir?: string | undefined;
  /** A file holding a dumpDataDir() tar to start from (the API tests' migrated template). */
  loadDataDirFile?: string | undefined;
};

export type QueryRequest = {
  op: 'query';
  sql: string;
  params: unknown[];
  rowMode: RowMode | undefined;
  /** Type ids (OIDs) whose values are handed back as PostgreSQL's text instead of parsed. */
  textTypes: number[];
  paramTypes: number[] | undefined;
  /** The open transaction it belongs to; absent, it waits for the connection like any new query. */
  txId?: number;
};

export type Request =
  | QueryRequest
  | { op: 'exec'; sql: string; txId?: number }
  | { op: 'begin' }
  | { op: 'end'; txId: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' };

export type Envelope = Request & { id: number };

/** An error's message and its plain fields (code, detail, constraint…), which structured clone would drop. */
export type ErrorShape = { message: string; fields: Record<string, string | number | boolean> };

/** A query's or exec's results, a new transaction's id, a dump's tar, or null. */
export type AnswerValue = Results<unknown> | Results[] | number | ArrayBuffer | null;

export type Answer =
  { id: number; ok: true; value: AnswerValue } | { id: number; ok: false; error: ErrorShape };

/** Sent once when PGlite is ready, or with the error that kept it from starting. */
export type Ready = { ready: true } | { ready: false; error: ErrorShape };

export function errorShape(error: unknown): ErrorShape {
  const fields: ErrorShape['fields'] = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        fields[key] = value;
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message, fields };
}

/** An Error on this side of the thread boundary with the fields the other side saw (code 23P01 and the like). */
export function errorFromShape(shape: ErrorShape): Error {
  return Object.assign(new Error(shape.message), shape.fields);
}
