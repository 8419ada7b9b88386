import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 6 "Speed": the web build writes .br and .gz beside its text files (apps/web/vite.config.ts), and the
// production server sends them to browsers that accept them, with the same type and cache headers.

const script = `export const words = ${JSON.stringify('portal '.repeat(2000))};\n`;
let web: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-web-precompressed-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Card Travel</title>');
  await writeFile(join(dist, 'assets/main.js'), script);
  await writeFile(join(dist, 'assets/main.js.br'), brotliCompressSync(script));
  await writeFile(join(dist, 'assets/main.js.gz'), gzipSync(script));
  web = await createTestApp({ config: { webDist: dist, production: true } });
});
afterAll(async () => {
  await web?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe('precompressed web assets', () => {
  it('sends the brotli file to a browser that accepts br, with the script type and immutable caching', async () => {
    const res = await web.app.inject({
      url: '/assets/main.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await web.app.inject({ url: '/assets/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await web.app.inject({
      url: '/assets/main.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
