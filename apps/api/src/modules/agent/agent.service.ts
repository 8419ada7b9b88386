import type { CustomerSearchAnswer, DelegatedSessionAnswer } from '@portal/contracts/agent';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { ApiError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findUser } from '../user/user.service.ts';
import { openSession, signOut, type NewSession } from '../session/session.service.ts';
import { bookingsOfUsers, searchCustomers } from './agent.repository.ts';

const RECENT_BOOKINGS = 3;

const notAnAgent = () =>
  new ApiError(403, 40312, "Only an agent's own session can search customers and act for them.");

/** The agent behind a request: a signed-in agent account in its own (not a delegated) session. */
export async function requireAgentSession(deps: AppDeps, session: AuthSession): Promise<void> {
  if (session.isDelegated) throw notAnAgent();
  const user = await findUser(deps.db, session.userId);
  if (!user?.isAgent) throw notAnAgent();
}

/** GET agent/customers/search: customers by email, name or confirmation code, with their latest bookings. */
export async function findCustomers(deps: AppDeps, text: string): Promise<CustomerSearchAnswer> {
  const found = await searchCustomers(deps.db, text);
  const booked = await bookingsOfUsers(
    deps.db,
    found.map((c) => c.id),
  );
  return {
    customers: found.map((c) => ({
      userId: c.id,
      name: `${c.firstName} ${c.lastName}`,
      email: c.email,
      recentBookings: booked
        .filter((b) => b.userId === c.id)
        .slice(0, RECENT_BOOKINGS)
        .map((b) => ({
          confirmationCode: b.confirmationCode,
          productLine: b.productLine,
          status: b.status,
          bookedAt: b.createdAt.toISOString(),
        })),
    })),
  };
}

/** POST agent/sessions: a delegated session for the customer that remembers the agent; audited with both. */
export async function actForCustomer(
  deps: AppDeps,
  agent: AuthSession,
  customerUserId: string,
): Promise<NewSession & DelegatedSessionAnswer> {
  const customer = await findUser(deps.db, customerUserId);
  if (!customer || customer.isAgent) throw new ApiError(404, 40401, 'Customer not found');
  const now = deps.clock.now();
  const opened = await deps.db.transaction(async (tx) => {
    const session = await openSession(deps, customer.id, agent.userId, now, tx);
    await recordAudit(tx, deps.clock, {
      actorUserId: agent.userId,
      onBehalfOfUserId: customer.id,
      businessId: null,
      action: 'agent.session.open',
      targetType: 'user',
      targetId: customer.id,
    });
    return session;
  });
  return { ...opened, agentId: agent.userId };
}

/** POST agent/sessions/end: the delegated session stops working; the agent's own session goes on. */
export async function endDelegatedSession(deps: AppDeps, session: AuthSession): Promise<void> {
  if (!session.agentUserId) {
    throw new ApiError(403, 40314, 'Only a delegated session can be ended here; sign out instead.');
  }
  const agentUserId = session.agentUserId;
  await deps.db.transaction(async (tx) => {
    await signOut(deps, session.id, tx);
    await recordAudit(tx, deps.clock, {
      actorUserId: agentUserId,
      onBehalfOfUserId: session.userId,
      businessId: null,
      action: 'agent.session.end',
      targetType: 'user',
      targetId: session.userId,
    });
  });
}
