import type { Plugin } from 'vite';
import { generateBasemap } from './basemap.ts';

const VIRTUAL = 'virtual:portal-basemap';
const RESOLVED = `\0${VIRTUAL}`;
const DEV_BASE = '/@portal-basemap/';

/**
 * Serves the offline basemap (build/basemap.ts) as static JSON: a production build writes it under
 * assets/basemap-<hash>/ (cached for good, like the hashed scripts), the dev server answers it from memory. The
 * map reads the folder from `virtual:portal-basemap`. Nothing is generated until a build emits it or the dev
 * server is asked for it, so tests and the build's first pass do not pay for it.
 */
export function basemapAssets({ emit }: { emit: boolean }): Plugin {
  let generated: ReturnType<typeof generateBasemap> | undefined;
  const basemap = () => (generated ??= generateBasemap());
  let building = false;
  return {
    name: 'portal:basemap',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const base = building ? (emit ? `/assets/basemap-${basemap().hash}/` : '/assets/basemap/') : DEV_BASE;
      return `export const basemapBase = ${JSON.stringify(base)};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_BASE, (req, res, next) => {
        const text = basemap().files.get((req.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (text === undefined) return next();
        res.setHeader('content-type', 'application/json');
        res.end(text);
      });
    },
    generateBundle() {
      if (!emit) return;
      const { files, hash } = basemap();
      for (const [name, source] of files)
        this.emitFile({ type: 'asset', fileName: `assets/basemap-${hash}/${name}`, source });
    },
  };
}
