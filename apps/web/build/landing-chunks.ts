import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** Set while the first of the two builds runs (vite.config.ts leaves its own grouping out of that one). */
export const FIRST_PASS_ENV = 'PORTAL_LANDING_FIRST_PASS';

type Chunk = {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
};

/**
 * Which landing pages load each module first, read from a build with rolldown's own chunking: the modules of the
 * chunks a page's lazy modules import statically, less the entry's (whose modules map to no page). Only a finished build knows this (the import
 * graph alone overshoots: a library's index imports all of it, and tree shaking drops most).
 */
export async function landingMembership(
  configFile: string,
  routes: Record<string, string[]>,
): Promise<Map<string, string[]>> {
  const membership = new Map<string, string[]>();
  const capture: Plugin = {
    name: 'portal:landing-membership',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is typeof c & Chunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
      const closure = (file: string, into: Set<string>): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      const eager = entry ? closure(entry.fileName, new Set()) : new Set<string>();
      // What the entry loads (react, the router, the app shell) is one chunk of its own, not nine.
      for (const file of eager) for (const id of byFile.get(file)?.moduleIds ?? []) membership.set(id, []);
      // What a landing page loads later (its pickers, its map) and another loads at once is grouped apart, keyed by
      // both: otherwise the listing page's date pickers would bring the whole book page group with them.
      const later = new Map<string, string[]>();
      for (const [name, modules] of Object.entries(routes)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`landing-chunks: no chunk for ${module} (did it move?)`);
          closure(chunk.fileName, files);
        }
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
