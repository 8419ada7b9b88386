import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, Empty, EmptyAnswer } from '@portal/contracts/common';
import {
  AcknowledgementRequest,
  LoginCodeAnswer,
  LoginCodeRequest,
  LoginRefusal,
  OnboardingSignInRequest,
  SignInAnswer,
  SignInRequest,
} from '@portal/contracts/session';
import type { AppDeps } from '../../deps.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { CSRF_COOKIE, csrfCookieFlags, sessionAnswer } from '../../plugins/csrf-cookie.ts';
import { acknowledgeTerms, completeOnboarding, loginWithCode, signIn, signOut } from './session.service.ts';

const tags = ['session'];

// Counted per address and email pair: one account cannot be guessed at endlessly from one address, and a
// shared address (an office behind one NAT) does not lock out everyone else behind it.
function signInKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

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
      '/auth/onboarding',
      {
        schema: {
          tags,
          summary:
            "A 40105 admin sets up the business's booking-for mode (spec §6) with the code that came with 40105, " +
            'and the session opens',
          body: OnboardingSignInRequest,
          response: { 200: LoginCodeAnswer, 401: ApiErrorBody, 403: ApiErrorBody },
        },
        config: { public: true },
      },
      async (request, reply) =>
        sessionAnswer(
          reply,
          deps,
          await completeOnboarding(deps, request.body.code, request.body.bookingForMode),
        ),
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
