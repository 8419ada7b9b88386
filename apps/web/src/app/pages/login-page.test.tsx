import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LoginPage } from './login-page.tsx';
import { storeReturnPath } from '../../lib/return-path.ts';
import { getSession } from '../../lib/session-store.ts';
import { bodyOf, mockFetch, type Reply } from '../../test/fetch-mock.ts';

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: () => <p>Landed</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function signIn(email = 'primary@demo.test', password = 'travel-demo') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/email/i), email);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const session = {
  token: 't',
  csrfToken: 'c',
  sessionExpiration: '2099-01-01T00:00:00Z',
  permissions: { canViewAdmin: false, canViewUsers: false },
};

function api(signin: Reply, login: Reply = { body: session }) {
  return mockFetch((url) => {
    if (url.endsWith('/auth/signin')) return signin;
    if (url.endsWith('/auth/login/code')) return login;
    return { body: {} };
  });
}

beforeEach(() => window.history.pushState({}, '', '/login'));
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('has one h1, labelled fields and the demo accounts disclosure', () => {
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText(/email/i)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Demo accounts' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows field errors without calling the API when fields are empty', async () => {
    const fetchMock = api({ body: { code: 'x' } });
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/email/i)).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the wrong-credentials banner on 40101', async () => {
    api({ status: 401, body: { code: 40101, message: 'Invalid' } });
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('email or password you entered is incorrect');
  });

  it('shows the rate-limit banner on 429', async () => {
    api({ status: 429, body: { code: 42900, message: 'Slow down' } });
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts');
  });

  it('exchanges the code, stores the session and goes to the stored return path', async () => {
    storeReturnPath('/trips?tab=past');
    const fetchMock = api({ body: { code: 'one-time' } });
    const router = renderLogin();
    await signIn();
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/trips?tab=past');
    const loginCall = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/auth/login/code'));
    expect(bodyOf(loginCall![1])).toEqual({ code: 'one-time' });
    expect(getSession()).toEqual({ token: 't', csrfToken: 'c', sessionExpiration: '2099-01-01T00:00:00Z' });
  });

  it("signs an agent in on a customer's behalf in agent mode, and keeps the 40106 code for the terms page", async () => {
    sessionStorage.setItem('portal.agentMode', 'true');
    const fetchMock = api(
      { body: { code: 'c' } },
      { status: 401, body: { code: 40106, message: 'Ack', acknowledgementCode: 'ack-code' } },
    );
    const router = renderLogin();
    expect(screen.getByRole('heading', { name: 'Agent sign-in' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email', { exact: true }), 'agent@demo.test');
    await user.type(screen.getByLabelText(/password/i), 'travel-demo');
    await user.type(screen.getByLabelText(/customer.s email/i), 'primary@demo.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    const signinCall = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/auth/signin'));
    expect(bodyOf(signinCall![1])).toEqual({
      email: 'agent@demo.test',
      password: 'travel-demo',
      customerEmail: 'primary@demo.test',
    });
    expect(router.state.location.pathname).toBe('/acknowledgement/');
    expect(sessionStorage.getItem('portal.acknowledgementCode')).toBe('ack-code');
    sessionStorage.clear();
  });

  it('routes a login-code 401 by its code (40102 → not in beta)', async () => {
    api({ body: { code: 'c' } }, { status: 401, body: { code: 40102, message: 'Not beta' } });
    const router = renderLogin();
    await signIn('notbeta@demo.test');
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied-not-beta');
    expect(getSession()).toBeNull();
  });

  it('sends an admin return path without canViewAdmin to access denied (spec §6)', async () => {
    storeReturnPath('/admin/users');
    api({ body: { code: 'c' } });
    const router = renderLogin();
    await signIn();
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
  });
});
