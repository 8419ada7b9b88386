import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { chunkGraph } from './chunk-graph.ts';

/** Set while the first of the two builds runs (vite.config.ts leaves its own grouping out of that one). */
export const FIRST_PASS_ENV = 'PORTAL_LANDING_FIRST_PASS';

/**
 * Which landing pages load each module first, read from a build with rolldown's own chunking: the modules of the
 * chunks a page's lazy modules import statically, less the entry's (whose modules map to no page). Only a finished
 * build knows this (the import graph alone overshoots: a library's index imports all of it, and tree shaking drops
 * most).
 */
export async function landingMembership(
  configFile: string,
  routes: Record<string, string[]>,
): Promise<Map<string, string[]>> {
  const membership = new Map<string, string[]>();
  const capture: Plugin = {
    name: 'portal:landing-membership',
    generateBundle(_options, bundle) {
      const { byFile, closure, eager, filesOf } = chunkGraph(bundle);
      // What the entry loads (react, the router, the app shell) is one chunk of its own, not nine.
      for (const file of eager) for (const id of byFile.get(file)?.moduleIds ?? []) membership.set(id, []);
      // What a landing page loads later (its pickers, its map) and another loads at once is grouped apart, keyed by
      // both: otherwise the listing page's date pickers would bring the whole book page group with them.
      const later = new Map<string, string[]>();
      for (const [name, modules] of Object.entries(routes)) {
        const files = filesOf(modules);
        const lazy = new Set<string>();
        // The entry's own lazy imports (every page of the router) are not this page's.
        for (const file of files) {
          if (eager.has(file)) continue;
          for (const dynamic of byFile.get(file)?.dynamicImports ?? []) closure(dynamic, lazy);
        }
        for (const file of lazy) {
          if (files.has(file) || eager.has(file)) continue;
          for (const id of byFile.get(file)?.moduleIds ?? [])
            later.set(id, [...(later.get(id) ?? []), `${name}.later`]);
        }
        for (const file of files) {
          if (eager.has(file)) continue;
          for (const id of byFile.get(file)?.moduleIds ?? []) {
            membership.set(id, [...(membership.get(id) ?? []), name]);
          }
        }
      }
      for (const [id, pages] of later) {
        const now = membership.get(id);
        if (now?.length) membership.set(id, [...now, ...pages]);
      }
    },
  };
  process.env[FIRST_PASS_ENV] = '1';
  try {
    await build({
      configFile,
      logLevel: 'warn',
      plugins: [capture],
      build: { write: false, outDir: resolve(configFile, '../node_modules/.landing-first-pass') },
    });
  } finally {
    delete process.env[FIRST_PASS_ENV];
  }
  return membership;
}

/**
 * rolldown's own chunking gives every set of lazy chunks that shares a module its own chunk: a landing page then
 * loads 30 to 40 files, and on a phone's connection each costs a round trip or more (six at a time), more than
 * their bytes. This group puts the modules that landing pages load first into one chunk per set of landing pages
 * that load them (the stays home and results share the search form's, every page the button's), so a page loads a
 * handful of files and nothing it did not load before. Every other module is left to rolldown.
 */
export function landingGroup(membership: Map<string, string[]>) {
  return {
    name: (id: string) => {
      const pages = membership.get(id);
      if (!pages) return null;
      return pages.length ? `first-${pages.join('-')}` : 'boot';
    },
    debugName: 'landing',
  };
}
