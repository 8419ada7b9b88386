import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf } from '../../../test/fetch-mock.ts';
import { CARD } from './book-fixtures.ts';
import { saveContact, setup } from './book-test-harness.tsx';

const deleteCalls = (fetchMock: ReturnType<typeof setup>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/payment-methods/delete'))
    .map(([, init]) => bodyOf(init));

describe('BookPage: deleting a saved card', () => {
  it('asks first, deletes behind the Deleting popup and refreshes the list', async () => {
    const { fetchMock } = setup();
    const user = await saveContact();
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await user.click(screen.getByRole('button', { name: 'Delete the Visa card ending 1234' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    expect(dialog).toHaveTextContent('Visa ending in 1234 will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));

    await waitFor(() => expect(screen.queryByLabelText(/Visa ending in 1234/)).not.toBeInTheDocument());
    expect(deleteCalls(fetchMock)).toEqual([{ paymentId: CARD.id }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Deleting' })).not.toBeInTheDocument();
  });

  it('shows the Deleting popup while the delete is in flight', async () => {
    const { fetchMock } = setup();
    const user = await saveContact();
    let release = () => {};
    const original = fetchMock.getMockImplementation();
    if (!original) throw new Error('fetch is not mocked');
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/payment-methods/delete')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return original(input, init);
    });
    await user.click(screen.getByRole('button', { name: 'Delete the Visa card ending 1234' }));
    await user.click(await screen.findByRole('button', { name: 'Delete card' }));
    expect(await screen.findByRole('dialog', { name: 'Deleting' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deleting' })).not.toBeInTheDocument());
  });

  it('keeps the card when the user cancels', async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    await saveContact(user);
    await user.click(screen.getByRole('button', { name: 'Delete the Visa card ending 1234' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Visa ending in 1234/)).toBeInTheDocument();
    expect(deleteCalls(fetchMock)).toEqual([]);
  });
});
