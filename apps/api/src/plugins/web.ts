import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// In production the API process serves the built single-page app's files; the not-found handler (errors.ts)
// answers every client route with its page (web-page.ts).
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // The web build writes .br and .gz beside its text files (apps/web/vite.config.ts precompress).
    preCompressed: true,
    setHeaders: (res, path) => {
      // Hashed assets never change; the page itself must always be revalidated.
      res.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
