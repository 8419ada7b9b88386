import { hash, verify } from '@node-rs/argon2';
import { AuthCode } from '@portal/contracts/common';
import type { LoginCodeAnswer, SignInRequest } from '@portal/contracts/session';
import type { DbOrTx } from '@portal/db/client';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../plugins/errors.ts';
import {
  acknowledgeTermsOf,
  findUser,
  findUserWithEmail,
  onboardBusinessOf,
  permissionsOfUser,
} from '../user/user.service.ts';
import type { BookingForMode } from '@portal/domain/corporate';
import { newSecret, sha256 } from '../../lib/secrets.ts';
import { isDeactivatedMember } from '../admin/users.service.ts';
import {
  consumeLoginCode,
  countSessionsOfUser,
  findSessionByTokenHash,
  insertLoginCode,
  insertSession,
  invalidateSession,
} from './session.repository.ts';

const LOGIN_CODE_LIFE_MS = 2 * 60_000;

const wrongCredentials = () => new ApiError(401, 40101, 'The email or password you entered is incorrect.');
const accessDenied = () => new ApiError(401, AuthCode.AccessDenied, 'Access denied');

// An unknown email is verified against this hash too, so the answer takes as long as for a known one and
// timing does not tell which emails have accounts. Same default cost as real hashes.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash('not-a-real-password-' + newSecret()));

async function passwordMatches(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** The issuer's embedded sign-in: a correct email and password get a one-time login code. */
export async function signIn(deps: AppDeps, input: SignInRequest): Promise<{ code: string }> {
  const user = await findUserWithEmail(deps.db, input.email);
  const ok = await passwordMatches(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !ok) throw wrongCredentials();

  if (input.asAgent && !user.isAgent) {
    throw new ApiError(403, 40312, 'Only agent accounts can sign in to the agent portal.');
  }
  let subject = user;
  if (input.customerEmail) {
    if (!user.isAgent) throw new ApiError(403, 40301, 'Only agents can open a session for a customer.');
    const customer = await findUserWithEmail(deps.db, input.customerEmail);
    if (!customer) throw new ApiError(404, 40400, 'Customer not found');
    subject = customer;
  }

  const code = newSecret();
  await insertLoginCode(deps.db, {
    codeHash: sha256(code),
    userId: subject.id,
    isDelegated: subject.id !== user.id,
    agentUserId: subject.id !== user.id ? user.id : null,
    expiresAt: new Date(deps.clock.now().getTime() + LOGIN_CODE_LIFE_MS),
  });
  return { code };
}

const accessStatusCodes: Record<string, number> = {
  not_beta: AuthCode.NotBeta,
  denied: AuthCode.AccessDenied,
  onboarding: AuthCode.NeedsOnboarding,
  ack: AuthCode.NeedsAcknowledgement,
};

const accessStatusMessages: Record<string, string> = {
  not_beta: 'This account is not part of the beta',
  denied: 'Access denied',
  onboarding: 'Onboarding is needed before signing in',
  ack: 'The terms need to be acknowledged before signing in',
};

export type NewSession = LoginCodeAnswer & { expiresAt: Date };

// Long enough to read the terms on the acknowledgement page.
const ACKNOWLEDGEMENT_CODE_LIFE_MS = 15 * 60_000;

/** Exchanges a login code for a session; a user who may not sign in gets the spec's auth code instead. */
export async function loginWithCode(deps: AppDeps, code: string): Promise<NewSession> {
  const now = deps.clock.now();
  // The code is spent before the user is judged, so a refused code cannot be replayed either.
  const loginCode = await consumeLoginCode(deps.db, sha256(code), now);
  if (!loginCode) throw accessDenied();
  const user = await findUser(deps.db, loginCode.userId);
  if (!user) throw accessDenied();
  if (user.accessStatus === 'ack' || user.accessStatus === 'onboarding') {
    // 40106 and 40105 carry a fresh one-time code: the acknowledgement or onboarding page sends it back with
    // the user's acceptance or their business's setup.
    const nextCode = newSecret();
    await insertLoginCode(deps.db, {
      codeHash: sha256(nextCode),
      userId: user.id,
      isDelegated: loginCode.isDelegated,
      agentUserId: loginCode.agentUserId,
      expiresAt: new Date(now.getTime() + ACKNOWLEDGEMENT_CODE_LIFE_MS),
    });
    if (user.accessStatus === 'onboarding') {
      throw new ApiError(401, AuthCode.NeedsOnboarding, accessStatusMessages.onboarding ?? '', {
        onboardingCode: nextCode,
      });
    }
    throw new ApiError(401, AuthCode.NeedsAcknowledgement, accessStatusMessages.ack ?? '', {
      acknowledgementCode: nextCode,
    });
  }
  if (user.accessStatus !== 'ok') {
    const status = accessStatusCodes[user.accessStatus] ?? AuthCode.AccessDenied;
    throw new ApiError(401, status, accessStatusMessages[user.accessStatus] ?? 'Access denied');
  }
  if (await isDeactivatedMember(deps.db, user.id)) {
    throw new ApiError(401, AuthCode.AccessDenied, 'This account has been deactivated by your company admin');
  }
  return openSession(deps, user.id, loginCode.agentUserId, now);
}

/** Records that the user accepted the portal's terms (the code came with 40106) and opens their session. */
export async function acknowledgeTerms(deps: AppDeps, code: string): Promise<NewSession> {
  const now = deps.clock.now();
  const loginCode = await consumeLoginCode(deps.db, sha256(code), now);
  if (!loginCode) throw accessDenied();
  const user = await findUser(deps.db, loginCode.userId);
  if (!user || (user.accessStatus !== 'ack' && user.accessStatus !== 'ok')) throw accessDenied();
  await acknowledgeTermsOf(deps.db, user.id);
  return openSession(deps, user.id, loginCode.agentUserId, now);
}

/** A 40105 admin's business onboarding (spec §6): its booking-for mode is set, then their session opens. */
export async function completeOnboarding(
  deps: AppDeps,
  code: string,
  bookingForMode: BookingForMode,
): Promise<NewSession> {
  const now = deps.clock.now();
  const loginCode = await consumeLoginCode(deps.db, sha256(code), now);
  if (!loginCode) throw accessDenied();
  const user = await findUser(deps.db, loginCode.userId);
  if (!user || user.accessStatus !== 'onboarding') throw accessDenied();
  await onboardBusinessOf(deps, user.id, bookingForMode);
  return openSession(deps, user.id, loginCode.agentUserId, now);
}

/** Opens a session for the user; with an agent's id it is a delegated session that remembers that agent. */
export async function openSession(
  deps: AppDeps,
  userId: string,
  agentUserId: string | null,
  now: Date,
  db: DbOrTx = deps.db,
): Promise<NewSession> {
  const token = newSecret();
  const csrfToken = newSecret();
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlMinutes * 60_000);
  const isFirstSession = (await countSessionsOfUser(db, userId)) === 0;
  await insertSession(db, {
    tokenHash: sha256(token),
    csrfToken,
    userId,
    isDelegated: agentUserId !== null,
    agentUserId,
    isFirstSession,
    createdAt: now,
    expiresAt,
  });
  const permissions = await permissionsOfUser(db, userId);
  return {
    token,
    csrfToken,
    sessionExpiration: expiresAt.toISOString(),
    permissions,
    expiresAt,
    ...(agentUserId ? { agentId: agentUserId } : {}),
  };
}

/** The live session a bearer token opens, with its user's tenant; null when unknown, signed out or expired. */
export async function findLiveSession(db: DbOrTx, token: string, now: Date) {
  const found = await findSessionByTokenHash(db, sha256(token));
  if (!found || found.session.invalidatedAt || found.session.expiresAt <= now) return null;
  return found;
}

export async function signOut(deps: AppDeps, sessionId: string, db: DbOrTx = deps.db): Promise<void> {
  await invalidateSession(db, sessionId, deps.clock.now());
}
