import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ApiError } from './errors.ts';

// Not global: only routes that ask for it with `config: { rateLimit: {...} }` are limited (the sign-in).
// The counters live in process memory, which is enough to slow down password guessing against one process.
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 42900, `Too many attempts. Please try again in ${context.after}.`),
  });
}
