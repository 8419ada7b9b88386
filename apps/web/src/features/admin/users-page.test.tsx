import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { bodyOf, mockFetch } from '../../test/fetch-mock.ts';
import { UsersPage } from './users-page.tsx';

const TIER = { id: '3c5e7a9b-2d4f-4a6c-8e0b-1f3a5c7e9d2b', name: 'Standard travel policy' };
const person = (over: Record<string, unknown>) => ({
  userId: '8d2f4a6b-1c3e-4d5f-8a7b-9c0d1e2f3a4b',
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya.raman@acme-outdoor.test',
  roles: ['Traveler'],
  isAdmin: false,
  policyTier: TIER,
  status: 'active',
  department: 'Sales',
  ...over,
});

function renderPage(reply: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch(reply);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <UsersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const list = { body: { users: [person({})], tiers: [TIER] } };

afterEach(() => vi.unstubAllGlobals());

describe('UsersPage', () => {
  it('lists people with department, role and status', async () => {
    renderPage((url) => (url.endsWith('/admin/api/v0/users') ? list : undefined));
    const table = await screen.findByRole('table', { name: "Your company's users" });
    const row = within(table).getByRole('row', { name: /Priya Raman/ });
    expect(within(row).getByText('Sales')).toBeInTheDocument();
    expect(within(row).getByText('Traveler')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('validates the invite form live and sends a valid invitation', async () => {
    const user = userEvent.setup();
    const fetch = renderPage((url, init) => {
      if (!url.endsWith('/admin/api/v0/users')) return undefined;
      if (init.method === 'POST') return { status: 201, body: person({ email: 'grace@acme-outdoor.test' }) };
      return list;
    });
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required.')).toBeInTheDocument();

    const email = within(dialog).getByLabelText('Work email');
    await user.type(email, 'grace@acme');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, '-outdoor.test');
    expect(within(dialog).queryByText('Enter a valid email address.')).toBeNull();
    await user.type(within(dialog).getByLabelText('First name'), 'Grace');
    await user.type(within(dialog).getByLabelText('Last name'), 'Whitfield');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to grace@acme-outdoor.test.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      email: 'grace@acme-outdoor.test',
      firstName: 'Grace',
      lastName: 'Whitfield',
      role: 'Admin',
      policyTierId: TIER.id,
      department: '',
    });
  });

  it("shows the server's rule when a change is refused", async () => {
    const user = userEvent.setup();
    renderPage((url, init) => {
      if (url.endsWith('/admin/api/v0/users')) return list;
      if (init.method === 'PATCH')
        return { status: 409, body: { code: 40921, message: 'A business needs at least one active admin.' } };
      return undefined;
    });
    const table = await screen.findByRole('table', { name: "Your company's users" });
    await user.click(within(table).getByRole('button', { name: 'Actions for Priya Raman' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText('A business needs at least one active admin.')).toBeInTheDocument();
  });
});
