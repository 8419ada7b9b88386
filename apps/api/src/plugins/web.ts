import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// In production the API process serves the built single-page app; the not-found handler (errors.ts) answers
// every client route with its page.
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(
      `The web app is not built: ${webDist}/index.html is missing (run npm run build -w apps/web)`,
    );
  }
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
