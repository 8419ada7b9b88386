import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ApprovalRequest } from '@portal/contracts/approvals';
import { bodyOf, mockFetch } from '../../../test/fetch-mock.ts';
import { ApprovalsPage } from './approvals-page.tsx';

const request = (over: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
  id: 'a1',
  status: 'Pending',
  requestedAt: '2026-11-24T15:00:00.000Z',
  expiresAt: '2026-11-25T15:00:00.000Z',
  decidedAt: null,
  traveler: { userId: 'u1', name: 'Jamie Cole', email: 'corp-traveler@demo.test' },
  reason: 'Client workshop',
  outOfPolicyReason: null,
  booking: {
    id: 'b1',
    confirmationCode: 'H-7KQ2M9XD',
    productLine: 'Hotels',
    title: 'The Crawford Hotel',
    status: 'Received',
    total: { value: 612.4, currencyCode: 'USD', currencySymbol: '$' },
  },
  ...over,
});

function renderPage(route: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch(route);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ApprovalsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('ApprovalsPage', () => {
  it('lists pending requests from the admin API and approves one by keyboard', async () => {
    let decided = false;
    const fetch = renderPage((url, init) => {
      if (url.endsWith('/admin/api/v0/approvals/a1/approve')) {
        decided = true;
        return { body: { approval: { ...request({ status: 'Approved' }), history: [] } } };
      }
      if (url.includes('/admin/api/v0/approvals'))
        return { body: { approvals: decided && init.method === 'GET' ? [] : [request()] } };
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'The Crawford Hotel' });
    expect(within(card).getByText('Pending approval')).toBeInTheDocument();
    expect(within(card).getByText('Client workshop')).toBeInTheDocument();
    expect(within(card).getByText('$612.40')).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toContain('/admin/api/v0/approvals?status=Pending');
    expect(within(card).getByRole('button', { name: 'Deny' })).toBeDisabled();

    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Comment (required to deny)'), 'Enjoy');
    within(card).getByRole('button', { name: 'Approve' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Nothing waits for your approval.')).toBeInTheDocument();
    // The decided card is gone: focus goes to the notice that says what was done, not to <body>.
    const notice = await screen.findByText(/^Approved: The Crawford Hotel for /);
    await waitFor(() => expect(notice).toHaveFocus());
    const approve = fetch.mock.calls.find(([u]) => String(u).endsWith('/approve'));
    expect(bodyOf(approve?.[1])).toEqual({ comment: 'Enjoy' });
  });

  it('shows the rule when another admin decided first (409)', async () => {
    renderPage((url) => {
      if (url.endsWith('/deny'))
        return {
          status: 409,
          body: {
            code: 40910,
            message: 'This approval request is already approved: only a pending request can be denied.',
          },
        };
      if (url.includes('/admin/api/v0/approvals')) return { body: { approvals: [request()] } };
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'The Crawford Hotel' });
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Comment (required to deny)'), 'Over the cap');
    await user.click(within(card).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/already approved/);
  });

  it('shows an error panel when the queue cannot be loaded', async () => {
    renderPage(() => ({ status: 500, body: { code: 50000, message: 'boom' } }));
    expect(await screen.findByText('The approval requests could not be loaded')).toBeInTheDocument();
  });
});
