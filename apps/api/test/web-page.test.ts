import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE } from '../src/plugins/web-page.ts';
import { rowsOf } from './support/purchase-flow.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 6 "Speed": the app's page names what a landing route loads first (its chunks, its main image) in its
// head, so the browser fetches them beside the entry; a listing page also names the listing's first photo.

const page =
  '<!doctype html><html><head><title>Card Travel</title></head><body><div id="root"></div></body></html>';
const preloads = {
  '/stays': { modules: ['assets/stays-home-1.js', 'assets/form-2.js'], images: ['/media/hero.svg'] },
  '/vacation-rentals/shop': { modules: ['assets/listing-page-3.js'], images: [] },
};
let web: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-web-page-'));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, 'index.html'), page);
  await writeFile(join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
  web = await createTestApp({ config: { webDist: dist, production: true }, demoData: { listings: 12 } });
});
afterAll(async () => {
  await web?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe("the app's page", () => {
  it("links a landing route's chunks and image in its head, compressed for browsers that accept br", async () => {
    const res = await web.app.inject({ url: '/stays/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(head(html)).toContain(
      '<link rel="preload" as="image" href="/media/hero.svg" fetchpriority="high">',
    );
    expect(head(html)).toContain('href="/assets/stays-home-1.js"');
    expect(head(html)).toContain('href="/assets/form-2.js"');
    expect(html).toContain('<div id="root"></div>');
  });

  it("names the listing's first photo on its page, and nothing for a listing that does not exist", async () => {
    const [first] = rowsOf<{ url: string }>(
      await web.db.execute(
        sql`select url from listing_photos where listing_id = 'vr-demo-open' order by position limit 1`,
      ),
    );
    expect(first).toBeDefined();
    const res = await web.app.inject({
      url: '/vacation-rentals/shop/?listingId=vr-demo-open&fromDate=2025-07-01',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(head(res.body)).toContain(`<link rel="preload" as="image" href="${first?.url}"`);
    expect(head(res.body)).toContain('href="/assets/listing-page-3.js"');

    const missing = await web.app.inject({ url: '/vacation-rentals/shop/?listingId=%22%3E%3Cscript%3E' });
    expect(missing.statusCode).toBe(200);
    expect(head(missing.body)).not.toContain('as="image"');
    expect(missing.body).not.toContain('<script>');
  });

  it('serves any other client route the plain page, and a missing asset a 404', async () => {
    const res = await web.app.inject({
      url: '/trips/H-TRIP0001',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page);
    expect((await web.app.inject({ url: '/assets/gone-123.js' })).statusCode).toBe(404);
  });
});
