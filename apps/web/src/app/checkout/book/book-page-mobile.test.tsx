import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quote } from './book-fixtures.ts';
import { confirm, mobile, setup } from './book-test-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('BookPage (mobile)', () => {
  it('walks the four steps forward and back', async () => {
    mobile();
    const { router } = setup();
    const user = userEvent.setup();
    await screen.findByText(/Step 1 of 4/);
    await screen.findByText('Avery Morgan');
    await user.click(screen.getByRole('button', { name: 'Add Travelers' }));
    await screen.findByText(/Step 2 of 4/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText(/Step 1 of 4/);
    await user.click(screen.getByRole('button', { name: 'Add Travelers' }));
    await user.type(screen.getByLabelText('Email'), 'avery@example.com');
    await user.type(screen.getByLabelText('Phone number'), '4155550134');
    await user.click(screen.getByRole('button', { name: 'Add Contact Information' }));
    await screen.findByText(/Step 3 of 4/);
    await user.click(await screen.findByLabelText(/Visa ending in 1234/));
    await user.click(await screen.findByRole('button', { name: 'Review my Trip' }));
    await screen.findByText(/Step 4 of 4/);
    expect(confirm()).toBeEnabled();
    // The review recaps every step, each with a way back to change it.
    expect(screen.getByRole('region', { name: 'Primary traveler' })).toHaveTextContent('Avery Morgan');
    expect(screen.getByRole('region', { name: 'Contact information' })).toHaveTextContent('+1 4155550134');
    expect(screen.getByRole('region', { name: 'Rewards & payment' })).toHaveTextContent(
      'Visa ending in 1234',
    );
    await user.click(screen.getByRole('button', { name: 'Edit Contact information' }));
    await screen.findByText(/Step 2 of 4/);
    await user.click(screen.getByRole('button', { name: 'Add Contact Information' }));
    await screen.findByText(/Step 3 of 4/);
    // Saving the contact again re-quotes, and a new quote clears the card choice (spec §4).
    await user.click(await screen.findByLabelText(/Visa ending in 1234/));
    await user.click(await screen.findByRole('button', { name: 'Review my Trip' }));
    await screen.findByText(/Step 4 of 4/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText(/Step 3 of 4/);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Apply Rewards' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText(/Step 1 of 4/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacation-rentals/shop/'));
  });

  it('a price change on the phone can be answered: Continue, then the payment step', async () => {
    mobile();
    setup({ quoteAnswer: quote(650) });
    const user = userEvent.setup();
    await screen.findByText('Avery Morgan');
    await user.click(screen.getByRole('button', { name: 'Add Travelers' }));
    await user.type(screen.getByLabelText('Email'), 'avery@example.com');
    await user.type(screen.getByLabelText('Phone number'), '4155550134');
    await user.click(screen.getByRole('button', { name: 'Add Contact Information' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The price has increased by $30.');
    // Not hidden behind the payment step: the dialog's buttons are reachable.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog', { name: 'Rewards & payment' })).toBeInTheDocument();
  });
});
