import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * What each landing page loads first, written by the web build (apps/web/vite.config.ts routePreload): its lazily
 * loaded chunks and its largest image, keyed by path without the trailing slash.
 */
export type RoutePreloads = Record<string, { modules: string[]; images: string[] }>;

/** More images worth fetching at once for a page, which only the data can tell (a listing's first photo). */
export type ImageHints = (path: string, query: URLSearchParams) => Promise<string[]>;

export type AppPage = {
  /** The app's page for a client route: index.html with the route's preload links in its head. */
  render: (url: string) => Promise<{ html: string; br: Buffer }>;
};

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const ROUTE_PRELOADS_FILE = '.vite/route-preload.json';

/**
 * A first visit would otherwise load in steps: the page, its entry script, then (once that has run and the router
 * has matched) the route's chunks, its data and finally its main image. Links in the page's head let the browser
 * fetch the chunks and the image beside the entry (Lighthouse LCP). Pages are cached by what they link.
 */
export function createAppPage(webDist: string, imageHints?: ImageHints): AppPage {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(
      `The web app is not built: ${webDist}/index.html is missing (run npm run build -w apps/web)`,
    );
  }
  const template = readFileSync(indexFile, 'utf8');
  const preloadsFile = join(webDist, ROUTE_PRELOADS_FILE);
  const routes = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
    : {};
  const cache = new Map<string, { html: string; br: Buffer }>();

  const page = (modules: string[], images: string[]) => {
    const key = JSON.stringify([modules, images]);
    let found = cache.get(key);
    if (!found) {
      const links = [
        ...images.map(
          (src) => `<link rel="preload" as="image" href="${escapeAttribute(src)}" fetchpriority="high">`,
        ),
        // Low priority, like the entry's own (apps/web/vite.config.ts): the first paint needs only HTML and CSS.
        ...modules.map(
          (file) =>
            `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeAttribute(file)}">`,
        ),
      ].join('');
      const html = template.replace('</head>', `${links}</head>`);
      found = { html, br: brotliCompressSync(html) };
      // Listing photos make the keys open-ended; a bound keeps memory flat.
      if (cache.size >= 1000) cache.clear();
      cache.set(key, found);
    }
    return found;
  };

  return {
    render: async (url) => {
      const { pathname, searchParams } = new URL(url, 'http://portal.invalid');
      const path = pathname.replace(/\/$/, '');
      const route = routes[path];
      // A hint only speeds the page up: if the database cannot give one, the page goes out without it.
      const hinted = imageHints ? await imageHints(path, searchParams).catch(() => []) : [];
      return page(route?.modules ?? [], [...(route?.images ?? []), ...hinted]);
    },
  };
}
