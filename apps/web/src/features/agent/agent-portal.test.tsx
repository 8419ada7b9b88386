import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { bodyOf, headersOf, mockFetch, type Reply } from '../../test/fetch-mock.ts';
import { getSession, setSession } from '../../lib/session-store.ts';
import { AgentBanner } from './agent-banner.tsx';
import { AgentPage } from './agent-page.tsx';
import { pageLoad } from './agent-api.ts';

const AGENT = {
  token: 'agent-token',
  csrfToken: 'agent-csrf',
  sessionExpiration: '2099-01-01T00:00:00.000Z',
};
const CUSTOMER = {
  userId: 'c-1',
  name: 'Avery Primary',
  email: 'primary@demo.test',
  recentBookings: [
    {
      confirmationCode: 'H-7K2M9QXP',
      productLine: 'Homes',
      status: 'Confirmed',
      bookedAt: '2026-11-20T10:15:00.000Z',
    },
  ],
};
const agentInfo = {
  userInfo: { firstName: 'Ada', lastName: 'Agent', email: 'agent@demo.test' },
  isFirstSession: false,
  csrfToken: 'agent-csrf',
  sessionExpiration: AGENT.sessionExpiration,
  isDelegatedSession: false,
  agent: null,
  userId: 'a-1',
  logo: null,
  tenant: 'capone',
  corporateInfo: null,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string, element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/agent" element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const loaded = vi.fn();
beforeEach(() => {
  loaded.mockReset();
  pageLoad.to = loaded;
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the agent home', () => {
  it('finds a customer, shows their bookings, and acts for them in a delegated session', async () => {
    setSession(AGENT);
    const calls = mockFetch((url, init): Reply | undefined => {
      if (url.endsWith('/userInfo')) return { body: agentInfo };
      if (url.includes('/agent/customers/search?q=primary')) return { body: { customers: [CUSTOMER] } };
      if (url.endsWith('/agent/sessions') && init.method === 'POST')
        return {
          body: {
            token: 'delegated-token',
            csrfToken: 'delegated-csrf',
            sessionExpiration: '2099-01-01T00:00:00.000Z',
            permissions: { canViewAdmin: false, canViewUsers: false },
            agentId: 'a-1',
          },
        };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/agent', <AgentPage />);

    await user.type(await screen.findByLabelText('Email, name or confirmation code'), 'primary{Enter}');
    const card = (await screen.findByRole('heading', { name: 'Avery Primary' })).closest('li') as HTMLElement;
    expect(within(card).getByText('primary@demo.test')).toBeInTheDocument();
    expect(within(card).getByText('H-7K2M9QXP')).toBeInTheDocument();
    expect(within(card).getByText('Vacation rental')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Act for this customer' }));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledWith('/'));
    const act = calls.mock.calls.find(([u]) => String(u).endsWith('/agent/sessions'));
    expect(bodyOf(act?.[1])).toEqual({ customerUserId: 'c-1' });
    expect(getSession()).toMatchObject({ token: 'delegated-token', agentId: 'a-1' });
    expect(localStorage.getItem('portal.agentId')).toBe('a-1');
  });

  it('says when no customer matches, and refuses a one-letter search without calling the API', async () => {
    setSession(AGENT);
    const calls = mockFetch((url) => {
      if (url.endsWith('/userInfo')) return { body: agentInfo };
      if (url.includes('/agent/customers/search')) return { body: { customers: [] } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/agent', <AgentPage />);
    const field = await screen.findByLabelText('Email, name or confirmation code');
    await user.type(field, 'x{Enter}');
    expect(screen.getByText('Enter at least 2 characters.')).toBeInTheDocument();
    expect(calls.mock.calls.some(([u]) => String(u).includes('/agent/customers'))).toBe(false);
    await user.clear(field);
    await user.type(field, 'nobody{Enter}');
    expect(await screen.findByText('No customer matches “nobody”.')).toBeInTheDocument();
  });

  it('signs agents in with the agent sign-in and explains a refusal to anyone else', async () => {
    mockFetch((url) => {
      if (url.endsWith('/auth/signin')) return { status: 403, body: { code: 40312, message: 'no' } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/agent', <AgentPage />);
    expect(screen.getByRole('heading', { name: 'Agent sign-in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Agent email'), 'primary@demo.test');
    await user.type(screen.getByLabelText('Password'), 'travel-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in as agent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not an agent account.');
  });
});

describe('the agent banner', () => {
  it('names both people in a labelled region, sends the agent header, and ends the session', async () => {
    sessionStorage.setItem('portal.agentOwnSession', JSON.stringify(AGENT));
    setSession({
      token: 'delegated-token',
      csrfToken: 'd-csrf',
      sessionExpiration: AGENT.sessionExpiration,
      agentId: 'a-1',
    });
    const calls = mockFetch((url) => (url.endsWith('/agent/sessions/end') ? { body: {} } : undefined));
    const user = userEvent.setup();
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/trips']}>
          <AgentBanner agentName="Ada Agent" customerName="Avery Morgan" />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const region = screen.getByRole('region', { name: 'Agent session' });
    expect(region).toHaveTextContent('Agent Ada Agent for Avery Morgan');
    await user.click(within(region).getByRole('button', { name: 'End session' }));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledWith('/agent?ended=Avery%20Morgan'));
    const end = calls.mock.calls.find(([u]) => String(u).endsWith('/agent/sessions/end'));
    expect(headersOf(end?.[1])).toMatchObject({
      'H-Agent-Id': 'a-1',
      Authorization: 'Bearer delegated-token',
    });
    expect(getSession()).toMatchObject({ token: 'agent-token', agentId: undefined });
  });
});
