import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AcknowledgementPage } from './acknowledgement-page.tsx';
import { OnboardingPage } from './onboarding-page.tsx';
import { storeReturnPath } from '../../lib/return-path.ts';
import { getSession } from '../../lib/session-store.ts';
import {
  peekPendingAcknowledgement,
  peekPendingOnboarding,
  storePendingAcknowledgement,
  storePendingOnboarding,
} from '../../lib/pending-acknowledgement.ts';
import { bodyOf, mockFetch, type Reply } from '../../test/fetch-mock.ts';

const session = {
  token: 'new-token',
  csrfToken: 'c',
  sessionExpiration: '2099-01-01T00:00:00Z',
  permissions: { canViewAdmin: false, canViewUsers: false },
};

function renderAt(path: string, Component: () => React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path, Component },
      { path: '*', Component: () => <p>Landed</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function answer(reply: Reply) {
  return mockFetch((url) => (url.includes('/auth/') ? reply : { body: {} }));
}

afterEach(() => vi.unstubAllGlobals());

// Both pages finish a sign-in with a one-time code (spec §8 40106 and 40105) through useCodeSignIn.
describe('pages that finish a sign-in with a code', () => {
  it('accepting the terms sends the code, opens the session and goes where the person was heading', async () => {
    storePendingAcknowledgement('ack-code');
    storeReturnPath('/trips');
    const fetch = answer({ body: session });
    const router = renderAt('/acknowledgement/', AcknowledgementPage);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Landed');
    expect(router.state.location.pathname).toBe('/trips');
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toEqual({ code: 'ack-code', accepted: true });
    expect(getSession()?.token).toBe('new-token');
    expect(peekPendingAcknowledgement()).toBeNull();
  });

  it('a refused onboarding says so, forgets the single-use code and offers to sign in again', async () => {
    storePendingOnboarding('onb-code');
    const fetch = answer({ status: 400, body: { code: 40000, message: 'Expired code' } });
    renderAt('/admin/onboarding', OnboardingPage);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Each traveler books their own trips/ }));
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    await screen.findByText(/We could not save your business’s setup/);
    expect(bodyOf(fetch.mock.calls[0]?.[1])).toEqual({
      code: 'onb-code',
      bookingForMode: 'EmployeesBookForThemselves',
    });
    expect(peekPendingOnboarding()).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
