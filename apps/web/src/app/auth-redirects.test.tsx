import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from './router.tsx';
import { peekReturnPath } from '../lib/return-path.ts';
import { getSession, setSession } from '../lib/session-store.ts';
import { isAgentMode } from '../lib/query-params.ts';
import { headersOf, mockFetch } from '../test/fetch-mock.ts';

const userInfo = {
  userInfo: { firstName: 'Pat', lastName: 'Primary', email: 'primary@demo.test' },
  isFirstSession: false,
  csrfToken: 'c',
  sessionExpiration: '2099-01-01T00:00:00Z',
  isDelegatedSession: false,
  userId: 'u1',
  logo: null,
  tenant: 'capone',
  corporateInfo: null,
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('auth redirects of the router', () => {
  it('sends a protected route without a session to /login and stores the return path', async () => {
    mockFetch(() => undefined);
    const router = renderAt('/trips?tab=past');
    expect(await screen.findByRole('heading', { level: 1, name: /travel benefits/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(peekReturnPath()).toBe('/trips?tab=past');
  });

  it('serves public pages without a session', async () => {
    mockFetch(() => undefined);
    renderAt('/faq/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Frequently asked questions | Card Travel'));
  });

  it('shows a protected page with a session, the user in the header and agent mode from the query', async () => {
    setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2099-01-01T00:00:00Z' });
    mockFetch((url) => {
      if (url.endsWith('/userInfo')) return { body: userInfo };
      if (url.endsWith('/experiments/active')) return { body: { experiments: [], trackingProperties: {} } };
      if (url.endsWith('/itinerary/list')) return { body: { homes: [], total: 0 } };
      return undefined;
    });
    renderAt('/trips?agent=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'My trips' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu for Pat Primary' })).toBeInTheDocument();
    expect(
      screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'Agent portal'),
    ).toBeInTheDocument();
    expect(isAgentMode()).toBe(true);
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    expect(await screen.findByRole('heading', { name: 'You have no upcoming trips' })).toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths', async () => {
    mockFetch(() => undefined);
    setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2099-01-01T00:00:00Z' });
    renderAt('/nowhere');
    expect(
      await screen.findByRole('heading', { level: 1, name: /can’t find that page/ }),
    ).toBeInTheDocument();
  });

  it('signs out from the account menu: invalidates the session and goes to /login', async () => {
    setSession({ token: 't', csrfToken: 'csrf-1', sessionExpiration: '2099-01-01T00:00:00Z' });
    const fetchMock = mockFetch((url) => {
      if (url.endsWith('/userInfo')) return { body: userInfo };
      if (url.endsWith('/experiments/active')) return { body: { experiments: [], trackingProperties: {} } };
      if (url.endsWith('/auth/session/invalidate')) return { body: {} };
      return undefined;
    });
    const router = renderAt('/faq/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Pat Primary' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/auth/session/invalidate'));
    expect(call?.[1]?.method).toBe('POST');
    // userInfo's csrfToken ('c') replaces the one from sign-in.
    expect(headersOf(call?.[1])['H-Csrf-Token']).toBe('c');
    expect(getSession()).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument(),
    );
  });
});
