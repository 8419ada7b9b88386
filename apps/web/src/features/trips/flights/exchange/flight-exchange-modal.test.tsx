import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  FlightExchangeEligibilityAnswer,
  FlightExchangeShopAnswer,
} from '@portal/contracts/flight-exchange';
import { bodyOf, type Reply } from '../../../../test/fetch-mock.ts';
import { usd } from '../../trip-fixtures.ts';
import { calls, renderTrips } from '../../trips-test-harness.tsx';
import { FLIGHT_CODE, makeFlightTrip } from '../flight-trip-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const trip = makeFlightTrip();

function entry(patch: Partial<FlightExchangeEligibilityAnswer> = {}): FlightExchangeEligibilityAnswer {
  return {
    step: 'SliceSelection',
    reason: null,
    message: null,
    slices: [
      {
        index: 0,
        origin: 'JFK',
        destination: 'LHR',
        departure: '2026-12-01T19:05-05:00',
        actions: ['Keep', 'Change', 'Remove'],
      },
      {
        index: 1,
        origin: 'LHR',
        destination: 'FCO',
        departure: '2026-12-05T09:00+00:00',
        actions: ['Keep', 'Change', 'Remove'],
      },
    ],
    penaltyPerTicket: usd(0),
    ticketedPassengers: 2,
    ...patch,
  };
}

const newSlice = {
  ...trip.itinerary.slices[1]!,
  departureDate: '2026-12-07',
  segments: trip.itinerary.slices[1]!.segments.map((s) => ({
    ...s,
    scheduledDeparture: s.scheduledDeparture.replace('12-05', '12-07'),
    scheduledArrival: s.scheduledArrival.replace('12-05', '12-07'),
    zonedScheduledDeparture: s.zonedScheduledDeparture.replace('12-05', '12-07'),
    zonedScheduledArrival: s.zonedScheduledArrival.replace('12-05', '12-07'),
  })),
};

const shop: FlightExchangeShopAnswer = {
  shopToken: '3b8f6a0e-2c4d-4e1f-9a7b-5d6c8e9f0a1b',
  expiresAt: '2026-11-20T16:15:00.000Z',
  actions: ['Keep', 'Change'],
  changes: [
    {
      key: 'slice-1',
      action: 'Change',
      origin: 'LHR',
      destination: 'FCO',
      date: '2026-12-07',
      bookedValue: usd(300),
      options: [
        { optionId: 'AF1081-2026-12-07', slice: newSlice, newFare: usd(420), fareDifference: usd(120) },
      ],
    },
  ],
  removedValue: usd(0),
  penaltyPerTicket: usd(0),
  ticketedPassengers: 2,
  refundability: 'PartialFtc',
};

function renderExchange(replies: { eligibility: () => Reply; shop?: () => Reply; confirm?: () => Reply }) {
  return renderTrips(`/trips/flights/${FLIGHT_CODE}`, (url) => {
    if (url.endsWith(`/itinerary/flights/${FLIGHT_CODE}`)) return { body: { trip } };
    if (url.endsWith('/flights/exchange/eligibility')) return replies.eligibility();
    if (url.endsWith('/flights/exchange/shop')) return replies.shop?.();
    if (url.endsWith('/flights/exchange/confirm')) return replies.confirm?.();
    return undefined;
  });
}

async function openModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change flight' }, { timeout: 5000 }));
  return screen.findByRole('dialog');
}

describe('changing a flight', () => {
  it('picks a slice and a date, shows the new flight and the total due before confirming, then confirms', async () => {
    const changed = {
      ...trip,
      ticketState: 'Modified' as const,
      itinerary: { ...trip.itinerary, slices: [trip.itinerary.slices[0]!, newSlice] },
    };
    const { fetch } = renderExchange({
      eligibility: () => ({ body: entry() }),
      shop: () => ({ body: shop }),
      confirm: () => ({
        body: {
          step: 'ChangeRequested',
          price: {
            fareDifference: usd(120),
            penalty: usd(0),
            due: usd(120),
            residualCredit: usd(0),
            forfeited: usd(0),
          },
          trip: changed,
        },
      }),
    });
    const dialog = await openModal();
    const second = await within(dialog).findByRole('group', { name: /Flight 2: London to Rome/ });
    await userEvent.click(within(second).getByRole('radio', { name: 'Change' }));
    fireEvent.change(within(second).getByLabelText('New date'), { target: { value: '2026-12-07' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find new flights' }));

    expect(await within(dialog).findByRole('heading', { name: 'Choose new flights' })).toBeInTheDocument();
    // The pressed button is gone with its step: the keyboard focus stays in the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(bodyOf(calls(fetch, 'flights/exchange/shop')[0]![1])).toEqual({
      reservationId: FLIGHT_CODE,
      slices: [
        { index: 0, action: 'keep' },
        { index: 1, action: 'change', date: '2026-12-07' },
      ],
    });
    expect(within(dialog).getByRole('radio', { name: /AF 1081/ })).toBeChecked();
    const price = within(dialog).getByLabelText('Price of the change');
    expect(within(price).getByText('Fare difference')).toBeInTheDocument();
    expect(within(price).getByText('Change penalty')).toBeInTheDocument();
    expect(within(price).getByText('Total due now').nextSibling).toHaveTextContent('$120.00');
    expect(calls(fetch, 'flights/exchange/confirm')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Your flight is changed' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/\$120.00 is charged to your card/)).toBeInTheDocument();
    expect(within(dialog).getByText(/London to Rome, Mon, Dec 7, 2026/)).toBeInTheDocument();
    expect(bodyOf(calls(fetch, 'flights/exchange/confirm')[0]![1])).toEqual({
      shopToken: shop.shopToken,
      choices: [{ key: 'slice-1', optionId: 'AF1081-2026-12-07' }],
    });
  });

  it('asks to choose something before shopping', async () => {
    const { fetch } = renderExchange({ eligibility: () => ({ body: entry() }) });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Find new flights' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Choose at least one flight/);
    expect(calls(fetch, 'flights/exchange/shop')).toHaveLength(0);
  });

  it('a flight that cannot be changed online says why and how to reach support', async () => {
    renderExchange({
      eligibility: () => ({
        body: entry({
          step: 'IneligibleForExchange',
          reason: 'RebookNotEligible',
          message: 'This ticket cannot be changed online. Please contact Customer Support.',
        }),
      }),
    });
    const dialog = await openModal();
    expect(
      await within(dialog).findByRole('heading', { name: 'This flight can’t be changed online' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/cannot be changed online/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Customer Support/ })).toBeInTheDocument();
  });

  it('after the last refused change it sends the traveler to support', async () => {
    renderExchange({
      eligibility: () => ({ body: entry() }),
      shop: () => ({ body: shop }),
      confirm: () => ({
        status: 409,
        body: {
          code: 40933,
          message: 'The airline refused this change. Please contact Customer Support to change this trip.',
          step: 'ChangeFailed',
          next: 'TooManyAttemptsSupport',
        },
      }),
    });
    const dialog = await openModal();
    const second = await within(dialog).findByRole('group', { name: /Flight 2/ });
    await userEvent.click(within(second).getByRole('radio', { name: 'Change' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find new flights' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm change' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Your flight was not changed' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/airline refused this change/);
    expect(within(dialog).getByRole('link', { name: /Customer Support/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try other flights' })).toBeNull();
  });
});
