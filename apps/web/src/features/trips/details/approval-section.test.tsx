import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import type { ApprovalState } from '@portal/contracts/approvals';
import { ApprovalSection } from './approval-section.tsx';

const admin = { userId: 'a1', name: 'Alex Admin', email: 'corp-admin@demo.test' };
const traveler = { userId: 't1', name: 'Finley Brooks', email: 'corp-traveler@demo.test' };

const denied: ApprovalState = {
  id: 'r1',
  status: 'Denied',
  label: 'Denied',
  requestedAt: '2026-11-24T15:00:00.000Z',
  expiresAt: '2026-11-25T15:00:00.000Z',
  decidedAt: '2026-11-24T18:00:00.000Z',
  reason: 'Trade show',
  comment: 'Please pick a hotel under the cap.',
  history: [
    { at: '2026-11-24T15:00:00.000Z', kind: 'Requested', actor: traveler, comment: 'Trade show' },
    { at: '2026-11-24T16:00:00.000Z', kind: 'Commented', actor: admin, comment: 'Which hall?' },
    {
      at: '2026-11-24T18:00:00.000Z',
      kind: 'Denied',
      actor: admin,
      comment: 'Please pick a hotel under the cap.',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

const withQuery = (ui: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('ApprovalSection', () => {
  it("lists the request's history: the traveler's reason, the approver's comment and decision", () => {
    withQuery(<ApprovalSection approval={denied} />);
    expect(screen.getByRole('heading', { name: 'Approval' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Approval history' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^You asked for approval · .*“Trade show”$/),
      expect.stringMatching(/^Comment · .* · Alex Admin“Which hall\?”$/),
      expect.stringMatching(/^Denied · .* · Alex Admin“Please pick a hotel under the cap\.”$/),
    ]);
    expect(screen.queryByText(/Held with your payment/)).toBeNull();
  });

  it('says until when a pending request holds the booking', () => {
    withQuery(
      <ApprovalSection approval={{ ...denied, status: 'Pending', label: 'Pending approval', history: [] }} />,
    );
    expect(screen.getByText(/Held with your payment authorized, not charged, until/)).toBeInTheDocument();
  });

  it('withdraws a pending request', async () => {
    const fetch = mockFetch((url) =>
      url.includes('approvals/r1/withdraw')
        ? { body: { approval: { ...denied, status: 'Withdrawn' } } }
        : undefined,
    );
    withQuery(<ApprovalSection approval={{ ...denied, status: 'Pending', label: 'Pending approval' }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).includes('approvals/r1/withdraw'))).toBe(true),
    );
  });

  it('offers no withdrawal once decided', () => {
    withQuery(<ApprovalSection approval={denied} />);
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).toBeNull();
  });
});
