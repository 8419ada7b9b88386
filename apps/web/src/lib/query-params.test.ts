import { describe, expect, it } from 'vitest';
import {
  applyEntryQueryParams,
  getReferenceScreen,
  getReferrerSource,
  getUtm,
  isAgentMode,
} from './query-params.ts';
import { setTrackingExperiments, withTrackingExtras } from './tracking.ts';

describe('entry query parameters (spec §2)', () => {
  it('agent=true switches to agent mode for the session, and it persists across pages', () => {
    expect(isAgentMode()).toBe(false);
    applyEntryQueryParams('?agent=true');
    applyEntryQueryParams('?other=1');
    expect(isAgentMode()).toBe(true);
  });

  it('stores utm source and medium with (none) as fallback', () => {
    expect(getUtm()).toEqual({ source: '(none)', medium: '(none)' });
    applyEntryQueryParams('?utm_source=partner');
    expect(getUtm()).toEqual({ source: 'partner', medium: '(none)' });
    applyEntryQueryParams('?utm_source=mail&utm_medium=email');
    expect(getUtm()).toEqual({ source: 'mail', medium: 'email' });
  });

  it('accepts only the known referrer sources', () => {
    applyEntryQueryParams('?referrer_source=somewhere');
    expect(getReferrerSource()).toBeNull();
    applyEntryQueryParams('?referrer_source=vxb_acknowledgement');
    expect(getReferrerSource()).toBe('vxb_acknowledgement');
  });

  it('defaults referenceScreen to air_homepage', () => {
    expect(getReferenceScreen()).toBe('air_homepage');
    applyEntryQueryParams('?referenceScreen=bogus');
    expect(getReferenceScreen()).toBe('air_homepage');
    applyEntryQueryParams('?referenceScreen=my_trips_homepage');
    expect(getReferenceScreen()).toBe('my_trips_homepage');
  });
});

describe('tracking extras (spec §7)', () => {
  it('adds agent flag, experiments, utm and has_travel_credit from has_credits', () => {
    applyEntryQueryParams('?agent=true&utm_source=mail');
    setTrackingExperiments([{ id: 'trees', variant: 'available' }], { cohort: 'b' });
    expect(withTrackingExtras({ has_credits: true, screen: 'home' })).toEqual({
      cohort: 'b',
      screen: 'home',
      has_credits: true,
      has_travel_credit: true,
      is_agent_session: true,
      active_experiments: ['trees:available'],
      utm_source: 'mail',
      utm_medium: '(none)',
    });
    expect(withTrackingExtras({})).not.toHaveProperty('has_travel_credit');
    setTrackingExperiments([], {});
  });
});
