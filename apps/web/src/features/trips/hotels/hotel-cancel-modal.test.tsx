import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotelTrip } from '@portal/contracts/trips';
import { bodyOf } from '../../../test/fetch-mock.ts';
import { makeQuote, usd } from '../trip-fixtures.ts';
import { tripKeys } from '../trips-api.ts';
import { openCancelModal, renderCancel } from '../cancel/cancel-test-support.ts';
import { calls } from '../trips-test-harness.tsx';
import { makeCancelledHotelTrip, makeHotelTrip, makePayAtHotelTrip } from './hotel-trip-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const hotelQuote = (patch: Parameters<typeof makeQuote>[0] = {}) =>
  makeQuote({
    refund: { fiat: usd(468.4), rewards: {} },
    paid: usd(468.4),
    breakdown: [{ kind: 'UserCard', amount: usd(468.4) }],
    policy: { policy: 'FullyRefundable', description: 'Free cancellation until Wed, Apr 8, 2026.' },
    ...patch,
  });

describe('cancelling a hotel stay', () => {
  it('shows the full refund before the deadline first, then cancels through hotels/cancel', async () => {
    const { client, fetch } = renderCancel(makeHotelTrip(), {
      quote: () => ({ body: hotelQuote() }),
      confirm: () => ({
        body: {
          status: 'Cancelled',
          refund: { fiat: usd(468.4), rewards: {} },
          trip: makeCancelledHotelTrip(),
        },
      }),
    });
    const dialog = await openCancelModal();
    expect(
      await within(dialog).findByRole('heading', { name: 'Cancel your reservation' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The Lakeshore Loop Hotel')).toBeInTheDocument();
    expect(within(dialog).getByText('Full refund')).toBeInTheDocument();
    expect(within(dialog).getByText('of $468.40 paid')).toBeInTheDocument();
    expect(within(dialog).getByText('Venture X card ending in 4242')).toBeInTheDocument();
    expect(calls(fetch, 'cancel/confirm')).toHaveLength(0);
    expect(bodyOf(calls(fetch, 'hotels/cancel/quote')[0]![1])).toEqual({ reservationId: 'HTL-7KQ2M9' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/You get/)).toHaveTextContent(
      'You get $468.40 back to the way you paid.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel reservation' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Your reservation is cancelled' }),
    ).toBeInTheDocument();
    expect(bodyOf(calls(fetch, 'hotels/cancel/confirm')[0]![1])).toEqual({
      reservationId: 'HTL-7KQ2M9',
      quoteId: 'q-1',
    });
    expect(client.getQueryData<HotelTrip>(tripKeys.hotelTrip('HTL-7KQ2M9'))?.status).toBe('Cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(/This reservation was cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });

  it('shows the penalty after the deadline as a partial refund', async () => {
    renderCancel(makeHotelTrip(), {
      quote: () => ({
        body: hotelQuote({
          refundKind: 'Partial',
          refund: { fiat: usd(269.4), rewards: {} },
          breakdown: [{ kind: 'UserCard', amount: usd(269.4) }],
        }),
      }),
    });
    const dialog = await openCancelModal();
    expect(await within(dialog).findByText('Partial refund')).toBeInTheDocument();
    expect(within(dialog).getByText('$269.40', { selector: 'span.text-3xl' })).toBeInTheDocument();
    expect(within(dialog).getByText('of $468.40 paid')).toBeInTheDocument();
  });

  it('says a pay-at-hotel stay has nothing to refund and is free to cancel before the deadline', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-20T12:00:00Z') });
    try {
      renderCancel(makePayAtHotelTrip(), {
        quote: () => ({
          body: hotelQuote({
            refundKind: 'None',
            refund: { fiat: usd(0), rewards: {} },
            paid: usd(0),
            breakdown: [],
          }),
        }),
        confirm: () => ({
          body: {
            status: 'Cancelled',
            refund: { fiat: usd(0), rewards: {} },
            trip: makePayAtHotelTrip({
              status: 'Cancelled',
              bookingState: 'Cancelled',
              timeState: 'Canceled',
            }),
          },
        }),
      });
      const dialog = await openCancelModal();
      expect(
        await within(dialog).findByRole('heading', { name: 'Cancel your reservation' }),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Nothing to refund')).toBeInTheDocument();
      expect(
        within(dialog).getByText('Cancelling now is free: the hotel charges nothing.'),
      ).toBeInTheDocument();
      expect(within(dialog).queryByText(/non-refundable/)).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(
        within(dialog).getByText('Nothing was charged for this booking, so there is nothing to refund.'),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel reservation' }));
      expect(
        await within(dialog).findByText(
          'Nothing was charged for this booking, so there is nothing to refund.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).queryByText(/billing cycles/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('warns that the hotel may charge its fee to the guarantee card after the deadline', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-09T12:00:00Z') });
    try {
      renderCancel(makePayAtHotelTrip(), {
        quote: () => ({
          body: hotelQuote({
            refundKind: 'None',
            refund: { fiat: usd(0), rewards: {} },
            paid: usd(0),
            breakdown: [],
          }),
        }),
      });
      const dialog = await openCancelModal();
      expect(
        await within(dialog).findByText(
          'The hotel may charge the cancellation fee of its policy to the card that guarantees your room.',
        ),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the fee the hotel may charge when the cancel quote gives it', async () => {
    // Before the rate's deadline by the clock, but the server's amount decides (its clock and the hotel's zone).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-20T12:00:00Z') });
    try {
      renderCancel(makePayAtHotelTrip(), {
        quote: () => ({
          body: hotelQuote({
            refundKind: 'None',
            refund: { fiat: usd(0), rewards: {} },
            paid: usd(0),
            breakdown: [],
            chargeableAtHotel: usd(117.1),
          }),
        }),
      });
      const dialog = await openCancelModal();
      expect(
        await within(dialog).findByText(
          'The hotel may charge its cancellation fee of $117.10 to the card that guarantees your room.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).queryByText(/Cancelling now is free/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
