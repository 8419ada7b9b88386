import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteRewardsBanner } from './rewards-banner.tsx';
import { setSession } from '../lib/session-store.ts';
import { mockFetch, type Reply } from '../test/fetch-mock.ts';

const config = {
  tenant: 'capone',
  supportPhone: '1-800-555-0100',
  rewardsSupported: true,
  paymentStepName: 'Rewards & payment',
  defaultAdults: 2,
  agentFee: 0,
  environment: 'test',
  mapTiles: null,
};
const account = (id: string, multiplier: number, currency = 'Miles') => ({
  accountReferenceId: id,
  productDisplayName: `Card ${id}`,
  rewardsBalance: { value: 1000, currency },
  earn: { homesMultiplier: multiplier },
});

function renderAt(path: string, accounts: Reply, rewardsSupported = true) {
  setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2099-01-01T00:00:00Z' });
  mockFetch((url) => {
    if (url.endsWith('/portal/config')) return { body: { ...config, rewardsSupported } };
    if (url.endsWith('/rewards/accounts')) return accounts;
    return undefined;
  });
  const router = createMemoryRouter([{ path: '*', Component: RouteRewardsBanner }], {
    initialEntries: [path],
  });
  const { container } = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return container;
}

const settle = () => new Promise((r) => setTimeout(r, 30));

afterEach(() => vi.unstubAllGlobals());

describe('RewardsBanner', () => {
  it('shows the top account’s earn rate on the book path', async () => {
    renderAt('/vacation-rentals/book/?listingId=1', { body: [account('a', 2), account('b', 5)] });
    expect(await screen.findByText('Earn 5X on vacation rentals')).toBeInTheDocument();
  });

  it('keeps its room while the accounts load, then shows the banner in it', async () => {
    const container = renderAt('/stays/availability/', { body: [account('a', 4)] });
    expect(screen.getByTestId('rewards-banner-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByText('Earn 4X on vacation rentals')).toBeInTheDocument();
    expect(screen.queryByTestId('rewards-banner-placeholder')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('uses % for cash accounts and honours a saved referenceId', async () => {
    localStorage.setItem('referenceId', 'cash');
    renderAt('/stays/availability', { body: [account('a', 10), account('cash', 3, 'Cash')] });
    expect(await screen.findByText('Earn 3% on vacation rentals')).toBeInTheDocument();
  });

  it('is absent on other paths, for tenants without rewards, and when the accounts route is missing', async () => {
    const elsewhere = renderAt('/trips', { body: [account('a', 5)] });
    await settle();
    expect(elsewhere).toBeEmptyDOMElement();
    elsewhere.remove();
    const noRewards = renderAt('/stays/availability', { body: [account('a', 5)] }, false);
    await settle();
    expect(noRewards).toBeEmptyDOMElement();
    noRewards.remove();
    const missing = renderAt('/stays/availability', { status: 404, body: { code: 40400, message: 'nf' } });
    await settle();
    expect(missing).toBeEmptyDOMElement();
  });
});
