import { describe, expect, it } from 'vitest';
import { companyTripState, STATES_OF_FILTER, COMPANY_TRIP_FILTERS } from './company-trips.ts';

const trip = { from: '2025-06-10', until: '2025-06-13' };

describe('companyTripState', () => {
  it.each([
    ['before check-in', 'Confirmed', null, '2025-06-01', 'Upcoming'],
    ['on check-in day', 'Confirmed', null, '2025-06-10', 'InProgress'],
    ['the last night', 'Confirmed', 'Approved', '2025-06-12', 'InProgress'],
    ['on checkout day', 'Confirmed', null, '2025-06-13', 'Past'],
    ['after', 'Confirmed', null, '2025-07-01', 'Past'],
    ['a hotel its supplier has not confirmed', 'PendingConfirm', null, '2025-06-01', 'Upcoming'],
    ['held for approval', 'Received', 'Pending', '2025-06-01', 'PendingApproval'],
    ['denied (the booking row is cancelled)', 'Cancelled', 'Denied', '2025-06-01', 'Denied'],
    ['expired after 24 hours', 'Cancelled', 'Expired', '2025-06-01', 'Expired'],
    ['cancelled by the traveler', 'Cancelled', null, '2025-06-01', 'Cancelled'],
    ['cancelled with errors, dates gone by', 'CancelledWithErrors', 'Approved', '2025-07-01', 'Cancelled'],
  ] as const)('%s: %s, approval %s, on %s → %s', (_what, status, approval, today, state) => {
    expect(companyTripState({ ...trip, status, approval, today })).toBe(state);
  });
});

describe('STATES_OF_FILTER', () => {
  it('gives every filter at least one state, and Upcoming includes a trip in progress', () => {
    for (const filter of COMPANY_TRIP_FILTERS) expect(STATES_OF_FILTER[filter].length).toBeGreaterThan(0);
    expect(STATES_OF_FILTER.Upcoming).toContain('InProgress');
    expect(STATES_OF_FILTER.Confirmed).not.toContain('Cancelled');
  });
});
