import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

// What the single-page app needs: its own scripts only, inline styles (React and Leaflet set style
// attributes), images from data: and blob: URLs (Leaflet markers and generated photos), no framing.
const appDirectives = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

// swagger-ui's page loads only its own scripts and styles (checked in headless Chromium); its validator
// badge is an image from validator.swagger.io.
const docsDirectives = {
  ...appDirectives,
  imgSrc: ["'self'", 'data:', 'blob:', 'validator.swagger.io'],
};

/**
 * The CSP source a map tile URL template needs: its origin, with Leaflet's {s} subdomain as a wildcard
 * ("https://{s}.tile.example.org/{z}/{x}/{y}.png" -> "https://*.tile.example.org"). Null for a template on the
 * portal's own origin (a relative URL), which 'self' already allows, or one that is no URL.
 */
export function tileImageSource(template: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(template)) return null;
  try {
    const url = new URL(template.replace(/\{s\}/g, 'tile-subdomain').replace(/\{[^}]*\}/g, '0'));
    const host = url.host.replace('tile-subdomain', '*');
    return `${url.protocol}//${host}`;
  } catch {
    return null;
  }
}

/** Security headers on every answer: a strict CSP, nosniff, no framing; a relaxed CSP for /api/docs. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; mapTilesUrl?: string | null },
): Promise<void> {
  const tiles = options.mapTilesUrl ? tileImageSource(options.mapTilesUrl) : null;
  const directives = tiles ? { ...appDirectives, imgSrc: [...appDirectives.imgSrc, tiles] } : appDirectives;
  // Registered before the OpenAPI plugin so this sees swagger-ui's routes as they are added.
  app.addHook('onRoute', (route) => {
    if (
      route.url.startsWith('/api/docs') &&
      route.url !== '/api/docs/json' &&
      route.url !== '/api/docs/yaml'
    ) {
      route.config = {
        ...route.config,
        helmet: { contentSecurityPolicy: { useDefaults: false, directives: docsDirectives } },
      } as typeof route.config;
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Over plain http in development, HSTS would only pin a browser to https that nothing serves.
    strictTransportSecurity: options.production,
    crossOriginEmbedderPolicy: false,
    // helmet's default is SAMEORIGIN; frame-ancestors 'none' above says nobody, and old browsers read only this.
    xFrameOptions: { action: 'deny' },
  });
}
