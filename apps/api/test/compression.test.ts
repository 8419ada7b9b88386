import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createStaysTestApp, type StaysTestApp } from './support/stays-setup.ts';
import { searchBody } from './support/stays-requests.ts';

let t: StaysTestApp;
beforeAll(async () => {
  t = await createStaysTestApp(60);
});
afterAll(async () => {
  await t?.close();
});

const availability = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v0/homes/availability',
    headers: { ...t.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    payload: searchBody(),
  });

describe('JSON answer compression', () => {
  it('sends a large answer brotli-compressed to a client that accepts it, with the same JSON inside', async () => {
    const plain = await availability();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await availability('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(br.rawPayload);
    expect(body.length).toBeGreaterThan(br.rawPayload.length * 3);
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip', async () => {
    const gz = await availability('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).total).toBeGreaterThan(0);
  });

  it('leaves small answers alone (under 1 KB)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v0/autocomplete/lodging?query=ashe',
      headers: { ...t.headers, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
