import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf } from '../../../test/fetch-mock.ts';
import { makeCancelledTrip, makeQuote, makeTrip, usd } from '../trip-fixtures.ts';
import { tripKeys } from '../trips-api.ts';
import { calls } from '../trips-test-harness.tsx';
import { openCancelModal, renderCancel } from './cancel-test-support.ts';

afterEach(() => vi.unstubAllGlobals());

const failure =
  (reason: string, message = 'See the reason.') =>
  () => ({
    body: { type: 'HomesChangeQuoteFailure', reason, message },
  });

describe('CancelReservationModal', () => {
  it('shows the refund and its breakdown before confirming, then cancels', async () => {
    const { client, fetch } = renderCancel(makeTrip(), {
      confirm: () => ({
        body: { status: 'Cancelled', refund: { fiat: usd(812.5), rewards: {} }, trip: makeCancelledTrip() },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Blue Ridge Cabin' });
    client.setQueryData(tripKeys.list('Upcoming'), { pages: [], pageParams: [] });
    const dialog = await openCancelModal();

    // policy step
    expect(
      await within(dialog).findByRole('heading', { name: 'Cancel your reservation' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Cancel your reservation');
    expect(within(dialog).getByText('Full refund')).toBeInTheDocument();
    expect(within(dialog).getByText('of $812.50 paid')).toBeInTheDocument();
    const breakdown = within(dialog).getByText('Where your refund goes').parentElement!;
    expect(within(breakdown).getByText('Venture X card ending in 1234')).toBeInTheDocument();
    expect(within(breakdown).getByText('$612.50')).toBeInTheDocument();
    expect(within(breakdown).getByText('20,000 miles returned')).toBeInTheDocument();
    expect(within(dialog).getByText('Full refund up to 14 days before check-in.')).toBeInTheDocument();
    expect(calls(fetch, 'cancel/confirm')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // confirm step
    expect(within(dialog).getByRole('heading', { name: 'Cancel this reservation?' })).toBeInTheDocument();
    expect(within(dialog).getByText(/You get/)).toHaveTextContent(
      'You get $812.50 back to the way you paid.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel reservation' }));

    // success step
    expect(
      await within(dialog).findByRole('heading', { name: 'Your reservation is cancelled' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('We are refunding $812.50 to the way you paid.')).toBeInTheDocument();
    expect(bodyOf(calls(fetch, 'cancel/confirm')[0]![1])).toEqual({
      reservationId: 'H-AB12CD34',
      quoteId: 'q-1',
    });
    expect(client.getQueryState(tripKeys.list('Upcoming'))?.isInvalidated).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Blue Ridge Cabin' })).toHaveFocus(),
    );
    expect(screen.getByText(/This reservation was cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });

  it('warns that a non-refundable stay gets nothing back, and still lets it be cancelled', async () => {
    renderCancel(makeTrip(), {
      quote: () => ({
        body: makeQuote({ refundKind: 'None', refund: { fiat: usd(0), rewards: {} }, breakdown: [] }),
      }),
      confirm: () => ({
        body: { status: 'Cancelled', refund: { fiat: usd(0), rewards: {} }, trip: makeCancelledTrip() },
      }),
    });
    const dialog = await openCancelModal();
    expect(
      await within(dialog).findByRole('heading', { name: 'This reservation is non-refundable' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'If you cancel, you get no refund: the $812.50 you paid is not returned.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep reservation' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue without a refund' }));
    expect(within(dialog).getByText(/You get/)).toHaveTextContent('You get no refund.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel reservation' }));
    expect(
      await within(dialog).findByText('No refund was due under the cancellation policy.'),
    ).toBeInTheDocument();
  });

  it('sends the guest to support with the tenant phone', async () => {
    renderCancel(makeTrip(), { quote: failure('ContactSupport', 'This policy needs an agent.') });
    const dialog = await openCancelModal();
    expect(
      await within(dialog).findByRole('heading', { name: 'Contact support to cancel' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('This policy needs an agent.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /1-800-555-0199/ })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
  });

  it('explains a stay already under way needs support', async () => {
    renderCancel(makeTrip(), { quote: failure('PastStay', '') });
    const dialog = await openCancelModal();
    expect(await within(dialog).findByText(/already started or ended/)).toBeInTheDocument();
  });

  it('has a pending step', async () => {
    renderCancel(makeTrip(), { quote: failure('Pending') });
    const dialog = await openCancelModal();
    expect(
      await within(dialog).findByRole('heading', { name: 'Your reservation is still being confirmed' }),
    ).toBeInTheDocument();
  });

  it('has a cancelled step for a reservation already cancelled', async () => {
    renderCancel(makeTrip(), { quote: failure('AlreadyCancelled') });
    const dialog = await openCancelModal();
    expect(
      await within(dialog).findByRole('heading', { name: 'This reservation is already cancelled' }),
    ).toBeInTheDocument();
  });

  it('offers tryAgain when the quote fails, and retries', async () => {
    let fail = true;
    renderCancel(makeTrip(), {
      quote: () => (fail ? { status: 500, body: { code: 50000, message: 'x' } } : { body: makeQuote() }),
    });
    const dialog = await openCancelModal();
    expect(
      await within(dialog).findByRole('heading', { name: 'We couldn’t check your refund' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Cancel your reservation' }),
    ).toBeInTheDocument();
  });

  it('offers tryAgain with a new quote when the quote went stale (409)', async () => {
    const { fetch } = renderCancel(makeTrip(), {
      confirm: () => ({ status: 409, body: { code: 40902, message: 'Quote expired' } }),
    });
    const dialog = await openCancelModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel reservation' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'We couldn’t cancel your reservation' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your refund quote is no longer valid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Cancel your reservation' }),
    ).toBeInTheDocument();
    expect(calls(fetch, 'cancel/quote')).toHaveLength(2);
  });

  it('closes with Escape and returns focus to "Cancel reservation"', async () => {
    renderCancel(makeTrip(), {});
    const dialog = await openCancelModal();
    await within(dialog).findByRole('heading', { name: 'Cancel your reservation' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel reservation' })).toHaveFocus());
  });

  it('asks for a fresh quote each time it opens', async () => {
    const { fetch } = renderCancel(makeTrip(), { quote: failure('Pending') });
    let dialog = await openCancelModal();
    await within(dialog).findByRole('heading', { name: 'Your reservation is still being confirmed' });
    // The step's own Close action (the header's X is also named Close).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openCancelModal();
    await within(dialog).findByRole('heading', { name: 'Your reservation is still being confirmed' });
    expect(calls(fetch, 'cancel/quote')).toHaveLength(2);
  });
});
