import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlightCancelQuote, FlightTrip } from '@portal/contracts/flight-trips';
import { bodyOf, type Reply } from '../../../test/fetch-mock.ts';
import { usd } from '../trip-fixtures.ts';
import { calls, renderTrips } from '../trips-test-harness.tsx';
import {
  FLIGHT_CODE,
  makeCancelledFlightTrip,
  makeFlightCredit,
  makeFlightTrip,
} from './flight-trip-fixtures.ts';
import { flightTripKeys } from './flights-trips-api.ts';

afterEach(() => vi.unstubAllGlobals());

const BA = { code: 'BA', name: 'British Airways', lowCost: false };

function quote(patch: Partial<FlightCancelQuote> = {}): FlightCancelQuote {
  return {
    type: 'FlightCancelQuote',
    quoteId: 'fq-1',
    outcome: 'ticketed_void',
    policyKind: 'TicketedVoid',
    paid: usd(2145.5),
    refund: usd(2145.5),
    breakdown: [{ kind: 'UserCard', amount: usd(2145.5) }],
    credit: usd(0),
    penalty: usd(0),
    expiresAt: '2026-11-20T16:15:00.000Z',
    ...patch,
  };
}

function renderCancel(replies: { quote: () => Reply; confirm?: () => Reply }) {
  return renderTrips(`/trips/flights/${FLIGHT_CODE}`, (url) => {
    if (url.endsWith(`/itinerary/flights/${FLIGHT_CODE}`)) return { body: { trip: makeFlightTrip() } };
    if (url.endsWith('/flights/cancel/quote')) return replies.quote();
    if (url.endsWith('/flights/cancel/confirm')) return replies.confirm?.();
    return undefined;
  });
}

async function openModal() {
  // The first render loads the page's code and contract: slower than findBy's default second on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel flight' }, { timeout: 5000 }));
  return screen.findByRole('dialog');
}

describe('cancelling a flight', () => {
  it('within the void window shows the full refund first, then voids through flights/cancel', async () => {
    const { client, fetch } = renderCancel({
      quote: () => ({ body: quote() }),
      confirm: () => ({
        body: {
          status: 'Cancelled',
          outcome: 'ticketed_void',
          refund: usd(2145.5),
          credit: null,
          trip: { ...makeCancelledFlightTrip(), credit: null, refundTotal: usd(2145.5) },
        },
      }),
    });
    const dialog = await openModal();
    expect(await within(dialog).findByText(/within the void window/)).toBeInTheDocument();
    expect(within(dialog).getByText('Refund to your original payment')).toBeInTheDocument();
    expect(calls(fetch, 'flights/cancel/confirm')).toHaveLength(0);
    expect(bodyOf(calls(fetch, 'flights/cancel/quote')[0]![1])).toEqual({ reservationId: FLIGHT_CODE });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/cannot be reversed/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel flight' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Your flight is cancelled' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/\$2,145.50 is refunded to the way you paid/)).toBeInTheDocument();
    expect(bodyOf(calls(fetch, 'flights/cancel/confirm')[0]![1])).toEqual({
      reservationId: FLIGHT_CODE,
      quoteId: 'fq-1',
    });
    expect(client.getQueryData<FlightTrip>(flightTripKeys.trip(FLIGHT_CODE))?.status).toBe('Cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/This flight was cancelled/)).toBeInTheDocument();
  });

  it('after the void window shows the airline credit and the fee before confirming', async () => {
    renderCancel({
      quote: () => ({
        body: quote({
          outcome: 'airline_partial_refund_or_cfar_cash',
          policyKind: 'Ftc',
          refund: usd(0),
          breakdown: [],
          credit: usd(2045.5),
          penalty: usd(100),
          creditAirline: BA,
          creditExpiresAt: '2027-11-20T15:00:00.000Z',
        }),
      }),
      confirm: () => ({
        body: {
          status: 'Cancelled',
          outcome: 'airline_partial_refund_or_cfar_cash',
          refund: usd(0),
          credit: makeFlightCredit(),
          trip: makeCancelledFlightTrip(),
        },
      }),
    });
    const dialog = await openModal();
    expect(await within(dialog).findByText('Travel credit with British Airways')).toBeInTheDocument();
    expect(within(dialog).getByText('$2,045.50')).toBeInTheDocument();
    expect(within(dialog).getByText('-$100.00')).toBeInTheDocument();
    expect(within(dialog).queryByText('Refund to your original payment')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel flight' }));
    expect(
      await within(dialog).findByText(
        /is a travel credit with British Airways, under Airline Travel Credits/,
      ),
    ).toBeInTheDocument();
  });

  it('shows the spec fallback wording when the flight cannot be cancelled here', async () => {
    renderCancel({
      quote: () => ({
        body: {
          type: 'FlightCancelUnavailable',
          outcome: 'too_close_to_departure',
          fallback: 'ContactAirline',
          message: 'Your flight leaves in less than 3 hours. Please contact British Airways to cancel.',
        },
      }),
    });
    const dialog = await openModal();
    expect(await within(dialog).findByRole('heading', { name: 'Contact airline' })).toBeInTheDocument();
    expect(within(dialog).getByText(/contact British Airways/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('goes to the pending step when the airline takes the request but cancels later', async () => {
    const { fetch } = renderCancel({
      quote: () => ({ body: quote() }),
      confirm: () => ({
        body: {
          status: 'CancellationPending',
          outcome: 'cancellation_pending',
          refund: usd(0),
          credit: null,
          trip: makeFlightTrip({
            cancellationRequestedAt: '2026-11-20T15:00:00.000Z',
            tags: ['CancellationPending'],
          }),
        },
      }),
    });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel flight' }));
    expect(await within(dialog).findByRole('heading', { name: 'Cancellation pending' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Nothing has been refunded yet/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/is refunded to the way you paid/)).toBeNull();
    expect(calls(fetch, 'flights/cancel/confirm')).toHaveLength(1);
    // The step's own Close (the dialog's corner has one too).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    // The page shows the pending state it was told, and no longer offers to cancel.
    expect(await screen.findByText(/You asked to cancel this flight on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel flight' })).toBeNull();
    // With its opener gone, focus goes to the page's heading instead of being lost.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('opens on the pending step when a cancellation is already being processed', async () => {
    renderCancel({
      quote: () => ({
        body: {
          type: 'FlightCancelUnavailable',
          outcome: 'cancellation_pending',
          fallback: 'ContactSupport',
          message:
            'Contact support: Your cancellation is being processed. We will email you when it is done.',
        },
      }),
    });
    const dialog = await openModal();
    expect(await within(dialog).findByRole('heading', { name: 'Cancellation pending' })).toBeInTheDocument();
    expect(within(dialog).getByText(/being processed/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  // A keyboard user opens the dialog from "Cancel flight" and must land inside it, on the safe choice, and be
  // put back on that button when they back out (react-aria's modal focus scope and the step's autoFocus).
  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['Keep flight', () => userEvent.click(screen.getByRole('button', { name: 'Keep flight' }))],
  ])('moves focus into the dialog and back to "Cancel flight" on %s', async (_how, close) => {
    renderCancel({ quote: () => ({ body: quote() }) });
    const trigger = await screen.findByRole('button', { name: 'Cancel flight' }, { timeout: 5000 });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Cancel this flight?' });
    expect(within(dialog).getByRole('button', { name: 'Keep flight' })).toHaveFocus();
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel flight' })).toHaveFocus());
  });
});
