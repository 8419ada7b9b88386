import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BusinessSwitcher } from './business-switcher.tsx';
import { MobileBusinessChoice } from './mobile-business-choice.tsx';
import { bodyOf, mockFetch } from '../../test/fetch-mock.ts';

const acme = { businessId: 'b-acme', businessName: 'Acme Outdoor Co.' };
const harbor = { businessId: 'b-harbor', businessName: 'Blue Harbor Logistics' };

function withClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { invalidate };
}

const changeCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/cotb/changeBusinessInUse'));

afterEach(() => vi.unstubAllGlobals());

describe('BusinessSwitcher (desktop header)', () => {
  it('names the business in use and changes it, then fetches every answer again', async () => {
    const fetch = mockFetch((url) => (url.endsWith('/cotb/changeBusinessInUse') ? { body: {} } : undefined));
    const { invalidate } = withClient(<BusinessSwitcher businesses={[acme, harbor]} current={acme} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Business in use: Acme Outdoor Co.. Change business' }),
    );
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Acme Outdoor Co.' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Blue Harbor Logistics' }));
    await waitFor(() => expect(changeCalls(fetch)).toHaveLength(1));
    expect(bodyOf(changeCalls(fetch)[0]?.[1])).toEqual({ businessId: 'b-harbor' });
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
  });

  it('does not call the server for the business already in use', async () => {
    const fetch = mockFetch(() => ({ body: {} }));
    withClient(<BusinessSwitcher businesses={[acme, harbor]} current={acme} />);
    await userEvent.click(screen.getByRole('button', { name: /Business in use/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Acme Outdoor Co.' }));
    expect(changeCalls(fetch)).toHaveLength(0);
  });
});

describe('MobileBusinessChoice (phone menu)', () => {
  it('is a radio group of the businesses; choosing one changes it, and a refusal is said', async () => {
    const fetch = mockFetch((url) =>
      url.endsWith('/cotb/changeBusinessInUse')
        ? { status: 404, body: { code: 40400, message: 'Business not found' } }
        : undefined,
    );
    withClient(<MobileBusinessChoice businesses={[acme, harbor]} businessId="b-acme" />);
    const group = screen.getByRole('radiogroup', { name: 'Business in use' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Acme Outdoor Co.' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Blue Harbor Logistics' }));
    await waitFor(() => expect(changeCalls(fetch)).toHaveLength(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The business could not be changed. Try again.',
    );
  });
});
