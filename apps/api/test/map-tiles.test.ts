import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { tileImageSource } from '../src/plugins/security-headers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// PORTAL_MAP_TILES_URL: the maps use that tile server (learnt from GET /portal/config) and the CSP lets its
// images in; unset, they draw the offline basemap and the CSP allows no outside image.

const TILES = 'https://{s}.tiles.example.org/{z}/{x}/{y}.png';
let withTiles: TestApp;
let offline: TestApp;
beforeAll(async () => {
  withTiles = await createTestApp({
    config: { mapTiles: loadConfig({ NODE_ENV: 'test', PORTAL_MAP_TILES_URL: TILES }).mapTiles },
  });
  offline = await createTestApp();
});
afterAll(async () => {
  await withTiles?.close();
  await offline?.close();
});

const imgSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'img-src')
    ?.slice(1);

describe('map tiles', () => {
  it('reads PORTAL_MAP_TILES_URL and PORTAL_MAP_TILES_ATTRIBUTION (OpenStreetMap by default)', () => {
    expect(loadConfig({}).mapTiles).toBeNull();
    expect(loadConfig({ PORTAL_MAP_TILES_URL: '' }).mapTiles).toBeNull();
    expect(loadConfig({ PORTAL_MAP_TILES_URL: TILES }).mapTiles).toEqual({
      url: TILES,
      attribution: '© OpenStreetMap contributors',
    });
    expect(
      loadConfig({ PORTAL_MAP_TILES_URL: TILES, PORTAL_MAP_TILES_ATTRIBUTION: '© Example Maps' }).mapTiles,
    ).toEqual({ url: TILES, attribution: '© Example Maps' });
  });

  it.each([
    [TILES, 'https://*.tiles.example.org'],
    ['https://maps.example.com:8443/styles/{z}/{x}/{y}@2x.png?key=abc', 'https://maps.example.com:8443'],
    ['http://127.0.0.1:3452/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:3452'],
    ['/tiles/{z}/{x}/{y}.png', null],
    ['not a url', null],
  ])('tileImageSource(%s) = %s', (template, source) => {
    expect(tileImageSource(template)).toBe(source);
  });

  it('tells the web app the tile server, and its CSP allows that server’s images', async () => {
    const res = await withTiles.request('GET', '/api/v0/portal/config');
    expect(res.json().mapTiles).toEqual({ url: TILES, attribution: '© OpenStreetMap contributors' });
    expect(imgSrc(res.headers['content-security-policy'])).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.tiles.example.org',
    ]);
  });

  it('without it, says null (the offline basemap) and allows no outside image', async () => {
    const res = await offline.request('GET', '/api/v0/portal/config');
    expect(res.json().mapTiles).toBeNull();
    expect(imgSrc(res.headers['content-security-policy'])).toEqual(["'self'", 'data:', 'blob:']);
  });
});
