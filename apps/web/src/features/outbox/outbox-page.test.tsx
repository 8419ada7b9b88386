import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { mockFetch } from '../../test/fetch-mock.ts';
import { OUTBOX_TITLE, OutboxPage } from './outbox-page.tsx';
import { outboxRoutes } from './routes.tsx';

const email = (id: string, subject: string, sentAt: string | null) => ({
  id,
  to: 'pat@demo.test',
  subject,
  text: `Confirmed, your stay is booked.\n\nYour booking confirmation is #${id}`,
  createdAt: '2026-02-01T09:30:00.000Z',
  sentAt,
});

function renderPage(reply: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch(reply);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <OutboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('OutboxPage', () => {
  it("lists each email's subject, date, recipient, status and body", async () => {
    const fetch = renderPage((url) =>
      url.endsWith('/outbox')
        ? {
            body: {
              emails: [email('H-NEW', 'Newer', null), email('H-OLD', 'Older', '2026-02-01T09:31:00.000Z')],
            },
          }
        : { body: {} },
    );
    expect(screen.getByRole('heading', { level: 1, name: OUTBOX_TITLE })).toBeInTheDocument();
    expect(document.title).toBe(`${OUTBOX_TITLE} | Card Travel`);
    const items = await screen.findAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading').textContent)).toEqual(['Newer', 'Older']);
    const first = items[0]!;
    expect(within(first).getAllByText('pat@demo.test')).toHaveLength(1);
    expect(within(first).getByText('Waiting in the outbox')).toBeInTheDocument();
    expect(within(first).getByText(/Your booking confirmation is #H-NEW/)).toBeInTheDocument();
    expect(within(first).getByText(/Feb 1, 2026/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Sent')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/api/v0/outbox'))).toBe(true);
  });

  it('says so when there are no emails', async () => {
    renderPage((url) => (url.endsWith('/outbox') ? { body: { emails: [] } } : { body: {} }));
    expect(await screen.findByText(/No emails yet/)).toBeInTheDocument();
  });

  it('shows an error when the list cannot load', async () => {
    renderPage((url) =>
      url.endsWith('/outbox') ? { status: 500, body: { code: 50000, message: 'x' } } : { body: {} },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your emails");
  });

  it('routes /outbox', () => {
    expect(outboxRoutes.map((r) => r.path)).toEqual(['/outbox']);
  });
});
