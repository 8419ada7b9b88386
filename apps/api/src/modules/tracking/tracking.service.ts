import type { TrackingEventRequest } from '@portal/contracts/session';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { insertTrackingEvent } from './tracking.repository.ts';

/** Stores a client's analytics event as sent; a delegated session's events are marked as the agent's. */
export async function recordEvent(
  deps: AppDeps,
  session: AuthSession,
  event: TrackingEventRequest,
): Promise<void> {
  const properties = session.isDelegated ? { ...event.properties, agent: true } : event.properties;
  await insertTrackingEvent(deps.db, {
    userId: session.userId,
    eventName: event.eventName,
    properties,
    createdAt: deps.clock.now(),
  });
}
