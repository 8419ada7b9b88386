import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlightScheduleChange } from '@portal/contracts/flight-schedule-change';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import { calls, renderTrips } from '../../trips-test-harness.tsx';
import { FLIGHT_CODE, makeFlightTrip } from '../flight-trip-fixtures.ts';

// Issue 14 "Schedule changes" on the trip page and the My trips card: old against new times at the airports'
// clocks, and the next step's buttons (accept the new schedule, get help), by keyboard too.

function changed(patch: Partial<FlightScheduleChange> = {}): FlightTrip {
  const trip = makeFlightTrip();
  const before = trip.itinerary.slices[0]!.segments[0]!;
  const after = {
    ...before,
    scheduledDeparture: '2026-12-01T19:50',
    zonedScheduledDeparture: '2026-12-01T19:50-05:00',
    scheduledArrival: '2026-12-02T07:55',
    zonedScheduledArrival: '2026-12-02T07:55+00:00',
  };
  return {
    ...trip,
    scheduleChange: {
      severity: 'Minor',
      nextStep: 'ContactSupport',
      canAccept: true,
      segments: [
        { sliceIndex: 0, kind: 'Changed', before, after, departureShiftMinutes: 45, arrivalShiftMinutes: 45 },
      ],
      detectedAt: '2026-11-20T10:00:00.000Z',
      acceptedAt: null,
      helpRequestedAt: null,
      ...patch,
    },
  };
}

function render(trip: FlightTrip, answered: FlightTrip = trip, path = `/trips/flights/${FLIGHT_CODE}`) {
  let current = trip;
  return renderTrips(path, (url) => {
    if (url.endsWith('/flights/schedule-change/accept')) {
      current = answered;
      return { body: { scheduleChange: answered.scheduleChange } };
    }
    if (url.endsWith('/flights/schedule-change/help')) {
      current = answered;
      return {
        body: {
          scheduleChange: answered.scheduleChange,
          contact: {
            kind: 'Support',
            phoneNumber: '1-844-422-6922',
            message: `Call us at 1-844-422-6922 and give your confirmation code ${FLIGHT_CODE}.`,
          },
        },
      };
    }
    if (url.endsWith(`/itinerary/flights/${FLIGHT_CODE}`)) return { body: { trip: current } };
    if (url.endsWith('/itinerary/list'))
      return { body: { homes: [], hotels: [], flights: [current], total: 1 } };
    return undefined;
  });
}

describe('a flight schedule change', () => {
  it('shows old and new local times and accepts the new schedule by keyboard', async () => {
    const accepted = changed({
      nextStep: 'AlreadyDone',
      canAccept: false,
      acceptedAt: '2026-11-21T09:00:00.000Z',
    });
    const { fetch } = render(changed(), accepted);
    const notice = await screen.findByRole(
      'region',
      { name: 'Your flight schedule changed' },
      { timeout: 5000 },
    );
    const flights = within(notice).getByRole('list', { name: 'Changed flights' });
    expect(within(flights).getByText(/BA 178 · New York to London/)).toHaveTextContent('+45 min');
    expect(within(flights).getByText('Was').nextElementSibling).toHaveTextContent(
      'Departs 7:05 PM EST, Tue, Dec 1, 2026Arrives 7:10 AM GMT, Wed, Dec 2, 2026',
    );
    expect(within(flights).getByText('Now').nextElementSibling).toHaveTextContent(
      'Departs 7:50 PM EST, Tue, Dec 1, 2026Arrives 7:55 AM GMT, Wed, Dec 2, 2026',
    );

    const user = userEvent.setup();
    const acceptButton = within(notice).getByRole('button', { name: 'Accept the new schedule' });
    acceptButton.focus();
    await user.keyboard('{Enter}');
    expect(await within(notice).findByText(/You accepted the new schedule/)).toBeInTheDocument();
    expect(within(notice).queryByRole('button', { name: 'Accept the new schedule' })).toBeNull();
    const [call] = calls(fetch, 'flights/schedule-change/accept');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ reservationId: FLIGHT_CODE });
    expect(within(notice).getByRole('heading', { name: 'Your flight schedule changed' })).toHaveFocus();
  });

  it('gets help and shows whom to call', async () => {
    const helped = changed({
      nextStep: 'AlreadyDone',
      canAccept: false,
      helpRequestedAt: '2026-11-21T09:00:00.000Z',
    });
    render(changed(), helped);
    const notice = await screen.findByRole(
      'region',
      { name: 'Your flight schedule changed' },
      { timeout: 5000 },
    );
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Get help' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      `Call us at 1-844-422-6922 and give your confirmation code ${FLIGHT_CODE}.`,
    );
    expect(within(notice).getByRole('link', { name: 'Call 1-844-422-6922' })).toHaveAttribute(
      'href',
      'tel:18444226922',
    );
    expect(await within(notice).findByText('You asked for help with this change.')).toBeInTheDocument();
  });

  it('offers only help when the airline must rebook, and says a major change may be refunded', async () => {
    render(changed({ nextStep: 'ContactAirline', canAccept: false, severity: 'Major' }));
    const notice = await screen.findByRole(
      'region',
      { name: 'Your flight schedule changed' },
      { timeout: 5000 },
    );
    expect(within(notice).getByText(/only the airline can rebook them/)).toBeInTheDocument();
    expect(within(notice).getByText(/you may be entitled to a refund/)).toBeInTheDocument();
    expect(within(notice).queryByRole('button', { name: 'Accept the new schedule' })).toBeNull();
    expect(within(notice).getByRole('button', { name: 'Get help' })).toBeInTheDocument();
  });

  it('shows the refusal of a stale answer', async () => {
    renderTrips(`/trips/flights/${FLIGHT_CODE}`, (url) => {
      if (url.endsWith('/flights/schedule-change/accept'))
        return { status: 409, body: { code: 40921, message: 'This trip has no schedule change to answer' } };
      if (url.endsWith(`/itinerary/flights/${FLIGHT_CODE}`)) return { body: { trip: changed() } };
      return undefined;
    });
    const notice = await screen.findByRole(
      'region',
      { name: 'Your flight schedule changed' },
      { timeout: 5000 },
    );
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Accept the new schedule' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent(
      'This trip has no schedule change to answer',
    );
  });

  it('badges the My trips card while the change waits for an answer', async () => {
    render(changed(), changed(), '/trips');
    const card = await screen.findByRole(
      'article',
      { name: 'New York – London – Paris…' },
      { timeout: 5000 },
    );
    expect(within(card).getByText('Schedule changed')).toBeInTheDocument();
  });
});
