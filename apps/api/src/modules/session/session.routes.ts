import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, Empty, EmptyAnswer } from '@portal/contracts/common';
import {
  AcknowledgementRequest,
  LoginCodeAnswer,
  LoginCodeRequest,
  LoginRefusal,
  SignInAnswer,
  SignInRequest,
} from '@portal/contracts/session';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { acknowledgeTerms, loginWithCode, signIn, signOut, type NewSession } from './session.service.ts';

const tags = ['session'];

// Counted per address and email pair: one account cannot be guessed at endlessly from one address, and a
// shared address (an office behind one NAT) does not lock out everyone else behind it.
function signInKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

// The session itself travels as a bearer token, never a cookie; this is the one cookie the API sets.
const CSRF_COOKIE = 'H-Csrf-Token';

// Readable by the page's script, which echoes it in the H-Csrf-Token header (double submit).
const csrfCookieFlags = (deps: AppDeps) =>
  ({ path: '/', sameSite: 'strict', secure: deps.config.production, httpOnly: false }) as const;

export function sessionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/signin',
      {
        schema: {
          tags,
          summary: "The issuer's embedded sign-in: email and password for a one-time login code",
          body: SignInRequest,
          response: {
            200: SignInAnswer,
            401: ApiErrorBody,
            403: ApiErrorBody,
            404: ApiErrorBody,
            429: ApiErrorBody,
          },
        },
        config: {
          public: true,
          rateLimit: {
            max: deps.config.signInRateLimit.max,
            timeWindow: deps.config.signInRateLimit.windowMs,
            // After body parsing, so the key can include the email.
            hook: 'preHandler',
            keyGenerator: signInKey,
          },
        },
      },
      async (request) => signIn(deps, request.body),
    );

    app.post(
      '/auth/login/code',
      {
        schema: {
          tags,
          summary: 'Exchange a login code for a session (bearer token and CSRF token)',
          description: 'A user who may not sign in answers 401 with code 40102, 40103, 40105 or 40106.',
          body: LoginCodeRequest,
          response: { 200: LoginCodeAnswer, 401: LoginRefusal },
        },
        config: { public: true },
      },
      async (request, reply) => sessionAnswer(reply, deps, await loginWithCode(deps, request.body.code)),
    );

    app.post(
      '/auth/acknowledgement',
      {
        schema: {
          tags,
          summary: 'Accept the portal terms with the code that came with 40106, and open the session',
          body: AcknowledgementRequest,
          response: { 200: LoginCodeAnswer, 401: ApiErrorBody },
        },
        config: { public: true },
      },
      async (request, reply) => sessionAnswer(reply, deps, await acknowledgeTerms(deps, request.body.code)),
    );

    app.post(
      '/auth/session/invalidate',
      {
        // Guarded by registerAuth's safety net (state-changing, not public); the session is needed here.
        schema: {
          tags,
          summary: 'Sign out: the session stops working at once',
          security: [{ bearer: [], csrf: [] }],
          body: Empty,
          response: { 200: EmptyAnswer, 401: ApiErrorBody, 403: ApiErrorBody },
        },
      },
      async (request, reply) => {
        await signOut(deps, sessionOf(request).id);
        // Cleared with the flags it was set with: a browser matches a cookie by name, path and domain, and a
        // clearing Set-Cookie without Secure and SameSite=Strict is itself an insecure cookie.
        reply.clearCookie(CSRF_COOKIE, csrfCookieFlags(deps));
        return {};
      },
    );
  };
}

function sessionAnswer(reply: FastifyReply, deps: AppDeps, session: NewSession) {
  const { expiresAt, ...answer } = session;
  reply.setCookie(CSRF_COOKIE, answer.csrfToken, { ...csrfCookieFlags(deps), expires: expiresAt });
  return answer;
}
