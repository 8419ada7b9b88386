import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOM_AMOUNT_INVALID, CUSTOM_AMOUNT_TOO_HIGH } from '@portal/domain/rewards-split';
import { CARD, quote } from './book-fixtures.ts';
import { confirm, saveContact, setup } from './book-test-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('BookPage (desktop)', () => {
  it('names the page and gates Confirm and Book on quote, main guest and payment', async () => {
    setup();
    await screen.findByText('Review your trip before you confirm and book.');
    expect(document.title).toContain('Complete Vacation Rental Booking');
    expect(confirm()).toBeDisabled();
    const user = await saveContact();
    expect(confirm()).toBeDisabled();
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await waitFor(() => expect(confirm()).toBeEnabled());
  });

  it('moves focus to the payment step once Save & Continue has saved (the button it was on is gone)', async () => {
    setup();
    await saveContact();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Rewards & payment' })).toHaveFocus());
  });

  it('flags traveler, email and phone separately on Save & Continue', async () => {
    setup();
    const user = userEvent.setup();
    await screen.findByText('Avery Morgan');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter a valid phone number. Area code and number, for example (415) 555-0134.',
    );
  });

  it('runs schedule, poll, addMainGuest, fulfil schedule, poll with a card-only payment', async () => {
    const { purchaseCalls, router } = setup();
    const user = await saveContact();
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await user.click(screen.getByLabelText('Do not apply rewards'));
    await user.click(confirm());
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/vacation-rentals/book/confirm/');
    const calls = purchaseCalls();
    expect(calls.map((c) => c.path)).toEqual([
      'purchase/quote/schedule',
      'purchase/quote/poll',
      'purchase/quote/poll',
      'homes/addMainGuest',
      'purchase/fulfill/schedule',
      'purchase/fulfill/poll',
    ]);
    expect(calls[0]?.body).toMatchObject({
      emailAddress: 'avery@example.com',
      request: { type: 'Homes', value: { listingId: 'vr-1', seenPrice: { value: 620 } } },
    });
    expect(calls[3]?.body).toMatchObject({
      mainGuest: {
        givenName: 'Avery',
        surname: 'Morgan',
        phoneNumber: '+1 415 555 0134',
        dateOfBirth: '1984-02-11',
      },
      orderedProductId: 'op-1',
      paymentSessionToken: 'pst-1',
    });
    expect(calls[4]?.body).toEqual({
      quoteToken: { value: 'quote-1' },
      payments: [
        {
          type: 'UserCard',
          value: {
            paymentId: CARD.id,
            accountReferenceId: 'acct-1',
            paymentAmount: { value: 620, currencyCode: 'USD', currencySymbol: '$' },
          },
        },
      ],
      ancillaries: [],
    });
    const stored = JSON.parse(sessionStorage.getItem('portal.lastReservation') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ email: 'avery@example.com' });
  });

  it('discards the previous quote session before a new one', async () => {
    const { purchaseCalls } = setup();
    const user = await saveContact();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() =>
      expect(purchaseCalls().filter((c) => c.path === 'homes/addMainGuest')).toHaveLength(2),
    );
    const paths = purchaseCalls().map((c) => c.path);
    const discard = paths.indexOf('purchase/quote/discard');
    expect(discard).toBeGreaterThan(paths.indexOf('homes/addMainGuest'));
    expect(paths[discard + 1]).toBe('purchase/quote/schedule');
    expect(purchaseCalls()[discard]?.body).toEqual({ value: 'quote-1' });
  });

  it('sends a Split payment for a custom rewards amount plus a card', async () => {
    const { purchaseCalls } = setup();
    const user = await saveContact();
    await user.click(screen.getByLabelText('Apply a custom amount'));
    await user.type(screen.getByLabelText(/Rewards to apply/), '10000');
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await user.click(confirm());
    await screen.findByText('Elsewhere');
    const fulfil = purchaseCalls().find((c) => c.path === 'purchase/fulfill/schedule');
    expect(fulfil?.body.payments).toEqual([
      {
        type: 'Split',
        value: {
          userCard: {
            paymentId: CARD.id,
            accountReferenceId: 'acct-1',
            paymentAmount: { value: 520, currencyCode: 'USD', currencySymbol: '$' },
          },
          rewards: {
            rewardsAccountId: 'acct-1',
            rewardsAmount: 10000,
            fiatValue: { value: 100, currencyCode: 'USD', currencySymbol: '$' },
          },
        },
      },
    ]);
  });

  it('shows the custom rewards amount errors', async () => {
    setup();
    const user = await saveContact();
    await user.click(screen.getByLabelText('Apply a custom amount'));
    const input = screen.getByLabelText(/Rewards to apply/);
    await user.type(input, '60000');
    expect(input).toHaveAccessibleDescription(CUSTOM_AMOUNT_TOO_HIGH);
    await user.clear(input);
    await user.type(input, 'abc');
    expect(input).toHaveAccessibleDescription(CUSTOM_AMOUNT_INVALID);
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    expect(confirm()).toBeDisabled();
  });

  it('announces a price increase and blocks booking until Continue', async () => {
    setup({ quoteAnswer: quote(650) });
    const user = await saveContact(undefined, false);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The price has increased by $30.');
    expect(dialog).toHaveTextContent('Previous total$620.00New total$650.00');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await waitFor(() => expect(confirm()).toBeEnabled());
  });

  it('announces a price decrease', async () => {
    setup({ quoteAnswer: quote(600) });
    await saveContact(undefined, false);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      "You're in luck! The price has decreased by $20.",
    );
  });

  it("'Modify Travelers' reopens the primary traveler step when the traveler is refused", async () => {
    // jsdom has no layout, so no scrollIntoView: record where the page asked to scroll to.
    const scrolled = vi.fn<(this: Element) => void>(function (this: Element) {});
    Element.prototype.scrollIntoView = scrolled;
    setup({ addMainGuestFails: true });
    const user = await saveContact(undefined, false);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('We could not add the primary traveler to this booking.');
    await user.click(screen.getByRole('button', { name: 'Modify Travelers' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeInTheDocument();
    expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'traveler-section');
    expect(document.activeElement).toHaveTextContent('Primary traveler');
    expect(confirm()).toBeDisabled();
  });

  it.each([
    [
      { Error: 'ErrorCode', code: 'UserCardNotFound', value: 'x' },
      'We were unable to process your payment method.',
      'Continue',
    ],
    [
      { Error: 'RedemptionFailure', code: 'RedemptionFailure', value: 'x' },
      'Rewards Redemption Failure',
      'Try Again',
    ],
    [
      { Error: 'FraudAutoReject', code: 'FraudAutoReject', value: 'x' },
      'Uh oh! Something went wrong',
      'Search Again',
    ],
    [
      { Error: 'NoAvailability', code: 'NoAvailability', value: 'x' },
      'The dates you have selected are not available.',
      'Choose New Dates',
    ],
    [
      { Error: 'CartValidationError', code: 'OfferInvalid', value: 'x' },
      'Uh oh! Something went wrong',
      'Choose Another Property',
    ],
  ] as const)('shows the %o failure modal', async (error, title, button) => {
    setup({ fulfilErrors: [error] });
    const user = await saveContact();
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await user.click(confirm());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(title);
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
    // The fulfil token derives from the quote: booking again needs a new quote.
    expect(confirm()).toBeDisabled();
  });
});
