import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { standardTravelPolicy } from '@portal/domain/policy/standard-tier';
import { bodyOf, mockFetch } from '../../../test/fetch-mock.ts';
import { PoliciesPage } from './policies-page.tsx';
import { PolicyEditPage } from './policy-edit-page.tsx';
import { policySummary, starsText } from './policy-summary.ts';

// The demo's standard tier with the nightly cap at $350, a figure no default has: what the screen shows is the tier's.
const STANDARD = standardTravelPolicy();
const TIER = {
  id: '3c5e7a9b-2d4f-4a6c-8e0b-1f3a5c7e9d2b',
  ...STANDARD,
  hotels: { policies: [{ ...STANDARD.hotels.policies[0]!, maxPricePerNight: 350 }] },
  memberCount: 2,
  isRestrictive: true,
};
const ALL_CABINS = ['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business', 'First'];
const OPEN = {
  ...TIER,
  id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Leadership',
  settings: { isApprovalRequired: false },
  hotels: {
    policies: [{ allowedStarRatings: ['One', 'Two', 'Three', 'Four', 'Five'], maxPricePerNight: null }],
  },
  cars: { policies: [{ maxPricePerDay: null }] },
  flights: {
    ...TIER.flights,
    policies: TIER.flights.policies.map((p) => ({
      ...p,
      maxPriceForOneWay: null,
      maxPriceForRoundTrip: null,
      allowedFareClasses: ALL_CABINS,
    })),
  },
  memberCount: 0,
  isRestrictive: false,
};

function renderAt(path: string, reply: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch(reply);
  const router = createMemoryRouter(
    [
      { path: '/admin/policies', element: <PoliciesPage /> },
      { path: '/admin/policies/:tierId', element: <PolicyEditPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('policySummary', () => {
  it('says a tier in plain words', () => {
    expect(policySummary(TIER)).toEqual([
      'Approval required',
      'Hotels up to $350/night, 3–5 stars',
      'Cars up to $150/day',
      'Short flights up to $400 one-way, $700 round trip, Basic economy, Economy',
      'Long flights (over 6 h) up to $1,000 one-way, $1,800 round trip, Basic economy, Economy',
    ]);
    expect(policySummary({ ...OPEN, flights: { ...OPEN.flights, enableLongFlights: false } })).toEqual([
      'No approval needed',
      'Hotels at any price, any star rating',
      'Cars at any price',
      'Short flights at any price, any cabin',
      'Long flights (over 6 h) not allowed',
    ]);
  });

  it.each([
    [['Four'], '4 stars'],
    [['One'], '1 star'],
    [['Two', 'Three', 'Four'], '2–4 stars'],
    [['Three', 'Five'], '3 and 5 stars'],
  ])('names star ratings %j as %s', (stars, text) => {
    expect(starsText(stars)).toBe(text);
  });
});

describe('the Policies screen', () => {
  it('lists tiers as cards with member counts, summaries and "Not restrictive"', async () => {
    renderAt('/admin/policies', (url) =>
      url.endsWith('/admin/api/v0/policies') ? { body: { tiers: [OPEN, TIER] } } : undefined,
    );
    const standard = await screen.findByRole('article', { name: 'Standard travel policy' });
    expect(within(standard).getByText('2 members')).toBeInTheDocument();
    expect(
      within(standard).getByText(/Approval required · Hotels up to \$350\/night, 3–5 stars/),
    ).toBeInTheDocument();
    expect(within(standard).queryByRole('button', { name: /Delete/ })).toBeNull();
    const open = screen.getByRole('article', { name: 'Leadership' });
    expect(within(open).getByText('Not restrictive')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Delete Leadership' })).toBeInTheDocument();
  });

  it('validates as the admin types and saves the tier', async () => {
    const user = userEvent.setup();
    const fetch = renderAt(`/admin/policies/${TIER.id}`, (url, init) => {
      if (url.endsWith(`/admin/api/v0/policies/${TIER.id}`)) {
        if (init.method === 'PUT') return { body: { ...TIER, ...bodyOf(init) } };
        return { body: TIER };
      }
      if (url.endsWith('/admin/api/v0/policies')) return { body: { tiers: [TIER] } };
      return undefined;
    });
    const nightly = await screen.findByRole('textbox', { name: 'Max price per night' });
    expect(nightly).toHaveValue('350');
    await user.clear(nightly);
    await user.type(nightly, '0');
    expect(nightly).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('A cap must be a whole number of dollars above 0 (or no cap)'),
    ).toBeInTheDocument();
    await user.type(nightly, '250000');
    expect(screen.getByText('A cap must be at most $100,000')).toBeInTheDocument();
    await user.clear(nightly);
    await user.type(nightly, '375');
    expect(nightly).not.toHaveAttribute('aria-invalid');

    // Every star rating unticked is refused at once; the round trip may not be under the one-way cap.
    for (const stars of ['3★', '4★', '5★']) await user.click(screen.getByRole('checkbox', { name: stars }));
    expect(screen.getByText('Allow at least one star rating (1-5)')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '4★' }));
    const roundTrip = screen.getByRole('textbox', { name: 'Short flights: round-trip cap' });
    await user.clear(roundTrip);
    await user.type(roundTrip, '300');
    expect(screen.getByText('The round-trip cap must be at least the one-way cap')).toBeInTheDocument();
    await user.type(roundTrip, '0');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Saved changes to “Standard travel policy”.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({
      name: 'Standard travel policy',
      hotels: { policies: [{ allowedStarRatings: ['Four'], maxPricePerNight: 375 }] },
      flights: { policies: [{ duration: 'Short', maxPriceForRoundTrip: 3000 }, { duration: 'Long' }] },
    });
    // A big form typed key by key: slow on a loaded machine, not stuck.
  }, 60_000);

  it('shows every problem on Save and sends nothing while one is left', async () => {
    const user = userEvent.setup();
    const fetch = renderAt(`/admin/policies/${TIER.id}`, (url) =>
      url.endsWith(`/admin/api/v0/policies/${TIER.id}`) ? { body: TIER } : undefined,
    );
    const name = await screen.findByRole('textbox', { name: 'Tier name' });
    await user.clear(name);
    expect(screen.getByText('Give the tier a name.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Some fields need a fix')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says live when the edited tier allows everything', async () => {
    const user = userEvent.setup();
    renderAt(`/admin/policies/${OPEN.id}`, (url) =>
      url.endsWith(`/admin/api/v0/policies/${OPEN.id}`) ? { body: OPEN } : undefined,
    );
    const summary = await screen.findByRole('complementary', { name: 'Summary' });
    await within(summary).findByText('Not restrictive');
    await user.type(screen.getByRole('textbox', { name: 'Max price per day' }), '90');
    expect(within(summary).getByText('Restrictive')).toBeInTheDocument();
    expect(within(summary).getByText('Cars up to $90/day')).toBeInTheDocument();
  });
});
