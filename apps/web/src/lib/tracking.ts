import type { Experiment } from '@portal/contracts/session';
import { API_BASE, requestHeaders, storageKeys } from './http.ts';
import { getUtm, isAgentMode } from './query-params.ts';

export const TRACKING_EVENT_PATH = 'tracking/event';

let activeExperiments: Experiment[] = [];
let experimentTrackingProperties: Record<string, unknown> = {};

/** The experiments provider registers what PUT experiments/active answered, so every event carries it. */
export function setTrackingExperiments(
  experiments: Experiment[],
  trackingProperties: Record<string, unknown>,
): void {
  activeExperiments = experiments;
  experimentTrackingProperties = trackingProperties;
}

/** spec §7: event bodies gain the agent flag, the experiments, utm source and medium, and has_travel_credit. */
export function withTrackingExtras(properties: Record<string, unknown>): Record<string, unknown> {
  const utm = getUtm();
  const extras: Record<string, unknown> = {
    ...experimentTrackingProperties,
    ...properties,
    // Agent portal mode, or a delegated session (its agent id is stored beside the token).
    is_agent_session: isAgentMode() || localStorage.getItem(storageKeys.agentId) !== null,
    active_experiments: activeExperiments.map((e) => `${e.id}:${e.variant}`),
    utm_source: utm.source,
    utm_medium: utm.medium,
  };
  if ('has_credits' in properties) extras.has_travel_credit = properties.has_credits;
  return extras;
}

/** Fire and forget: a failed event is logged, never shown and never tracked again (that would loop). */
export async function trackEvent(eventName: string, properties: Record<string, unknown> = {}): Promise<void> {
  try {
    const res = await fetch(`${API_BASE}/${TRACKING_EVENT_PATH}`, {
      method: 'POST',
      headers: requestHeaders('POST'),
      body: JSON.stringify({ eventName, properties: withTrackingExtras(properties) }),
    });
    if (!res.ok) console.warn(`tracking event ${eventName} failed with ${res.status}`);
  } catch (error) {
    console.warn(`tracking event ${eventName} failed`, error);
  }
}
