import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, addYears } from '@portal/domain/iso-date';
import { localToday } from '../../../features/stays/use-shop-query.ts';
import { quote, TRAVELER } from './book-fixtures.ts';
import { confirm, saveContact, setup } from './book-test-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

// The book page when the stay, the rewards or the traveler cannot be booked as asked (split from book-page.test.tsx).
describe('BookPage (desktop): refusals and changes', () => {
  it('a booking that lost its dates to another buyer says so and leads to other dates of the listing', async () => {
    const { router } = setup({
      fulfilErrors: [{ Error: 'NoAvailability', code: 'NoAvailability', value: 'x' }],
    });
    const user = await saveContact();
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await user.click(confirm());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please select a different set of dates.');
    expect(dialog).toHaveTextContent('Nothing was charged.');
    await user.click(screen.getByRole('button', { name: 'Choose New Dates' }));
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/vacation-rentals/shop/');
    expect(router.state.location.search).toContain('listingId=vr-1');
    expect(router.state.location.search).toContain('fromDate=2099-05-01');
  });

  it('a checkout link for dates already taken says so, offers other dates and shows no $0.00 summary', async () => {
    setup({ availability: { AvailabilityResult: 'Unavailable', reasons: ['BlockedDates'] } });
    expect(
      await screen.findByRole('heading', { name: 'The dates you have selected are not available.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please select a different set of dates.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose New Dates' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/vacation-rentals\/shop\/\?.*listingId=vr-1/),
    );
    expect(screen.getByRole('link', { name: 'Search Again' })).toBeInTheDocument();
    expect(screen.queryByText(/\$0\.00|\$0\b/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm and Book/ })).not.toBeInTheDocument();
  });

  it('replaces the book page with the confirmation, so Back does not reopen a checkout for the dates just booked', async () => {
    const { router } = setup();
    const user = await saveContact();
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await user.click(screen.getByLabelText('Do not apply rewards'));
    await user.click(confirm());
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/vacation-rentals/book/confirm/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a rewards redemption failure also offers to pay the whole trip by card', async () => {
    const { purchaseCalls } = setup({
      fulfilErrors: [{ Error: 'RedemptionFailure', code: 'RedemptionFailure', value: 'x' }],
    });
    const user = await saveContact();
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await user.click(confirm());
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Pay by card instead' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Do not apply rewards')).toBeChecked());
    expect(screen.getByLabelText(/Visa ending in 1234/)).toBeChecked();
    expect(purchaseCalls().filter((c) => c.path === 'purchase/quote/schedule')).toHaveLength(2);
    await waitFor(() => expect(confirm()).toBeEnabled());
  });

  it.each([
    ['+14155550134', '(415) 555-0134'],
    ['+12025550143', '(202) 555-0143'],
  ])(
    "takes the account's saved number %s as it is: %s, with the expected format shown",
    async (saved, shown) => {
      setup({ phoneOnFile: saved });
      const user = userEvent.setup();
      await screen.findByText('Avery Morgan');
      const phone = screen.getByLabelText('Phone number');
      await waitFor(() => expect(phone).toHaveValue(shown));
      expect(phone).toHaveAccessibleDescription('Area code and number, for example (415) 555-0134.');
      await user.type(screen.getByLabelText('Email'), 'avery@example.com');
      await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
      await screen.findByRole('button', { name: 'Edit' });
      expect(screen.queryByText('Enter a valid phone number.')).not.toBeInTheDocument();
    },
  );

  it('checks the phone number the way the server does: a number no phone can have is refused', async () => {
    setup();
    const user = userEvent.setup();
    await screen.findByText('Avery Morgan');
    await user.type(screen.getByLabelText('Email'), 'avery@example.com');
    await user.type(screen.getByLabelText('Phone number'), '187 757 3820');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter a valid phone number. Area code and number, for example (415) 555-0134.',
    );
  });

  it('never makes a child the primary traveler: a saved traveler under 18 at check-in cannot be chosen', async () => {
    // The stay starts 2099-05-01: Kit turns 18 the day after, Avery is an adult.
    const kit = {
      ...TRAVELER,
      id: 'p-kid',
      givenName: 'Kit',
      dateOfBirth: '2081-05-02',
      isDefaultProfile: true,
    };
    setup({ travelers: [kit, { ...TRAVELER, isDefaultProfile: false }] });
    const kitRadio = await screen.findByRole('radio', { name: /Kit Morgan/ });
    expect(kitRadio).toBeDisabled();
    expect(kitRadio).not.toBeChecked();
    expect(kitRadio).toHaveAccessibleDescription(
      'Under 18 at check-in: can travel, but not as the primary traveler',
    );
    expect(screen.getByRole('radio', { name: /Avery Morgan/ })).toBeChecked();
  });

  it('a new primary traveler under 18 at check-in is refused with the reason', async () => {
    const checkIn = addDays(localToday(), 30);
    setup({
      travelers: [],
      search: `?listingId=vr-1&fromDate=${checkIn}&untilDate=${addDays(checkIn, 2)}&adultsCount=2`,
    });
    const user = userEvent.setup();
    const born = await screen.findByLabelText('Date of birth');
    await user.type(screen.getByLabelText('Given name'), 'Kit');
    await user.type(screen.getByLabelText('Surname'), 'Morgan');
    // Turns 18 the day after check-in.
    await user.type(born, addDays(addYears(checkIn, -18), 1));
    await user.selectOptions(screen.getByLabelText('Gender'), 'F');
    await user.type(screen.getByLabelText('Email'), 'kit@example.com');
    await user.type(screen.getByLabelText('Phone number'), '415 555 0134');
    await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(born).toHaveAccessibleDescription('The primary traveler must be 18 or older at check-in.');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('the price change offers a way back to the listing instead of the new price', async () => {
    const { router, purchaseCalls } = setup({ quoteAnswer: quote(650) });
    const user = await saveContact(undefined, false);
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Back to the listing' }));
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/vacation-rentals/shop/');
    expect(purchaseCalls().some((c) => c.path === 'purchase/fulfill/schedule')).toBe(false);
  });
});
