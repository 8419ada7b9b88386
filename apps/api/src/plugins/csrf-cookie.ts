import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { NewSession } from '../modules/session/session.service.ts';

// The session itself travels as a bearer token, never a cookie; this is the one cookie the API sets.
export const CSRF_COOKIE = 'H-Csrf-Token';

// Readable by the page's script, which echoes it in the H-Csrf-Token header (double submit).
export const csrfCookieFlags = (deps: AppDeps) =>
  ({ path: '/', sameSite: 'strict', secure: deps.config.production, httpOnly: false }) as const;

/** A new session's answer, with its CSRF token set as the cookie (sign-in and an agent's delegated session). */
export function sessionAnswer<S extends NewSession>(
  reply: FastifyReply,
  deps: AppDeps,
  session: S,
): Omit<S, 'expiresAt'> {
  const { expiresAt, ...answer } = session;
  reply.setCookie(CSRF_COOKIE, answer.csrfToken, { ...csrfCookieFlags(deps), expires: expiresAt });
  return answer;
}
