import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ReportsAnswer } from '@portal/contracts/admin-reports';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { ReportsPage } from './reports-page.tsx';

// Leaflet needs a real layout; the map is a picture here, the list beside it carries the facts.
vi.mock('./away-map.tsx', () => ({ AwayMap: () => <div>map</div> }));

const example = (ReportsAnswer.meta()?.examples as ReportsAnswer[])[0];
const away = {
  today: '2026-11-27',
  timeZone: 'America/New_York',
  travelers: [
    {
      bookingId: 'b1',
      travelerId: 't1',
      name: 'Priya Raman',
      department: 'Sales',
      productLine: 'Homes',
      place: 'Loft near Pike Place, Seattle, WA',
      lat: 47.6,
      lon: -122.3,
      from: '2026-11-25',
      until: '2026-11-29',
      phone: '+12065550142',
      email: 'priya.raman@acme-outdoor.test',
    },
  ],
};

function renderPage(reply: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch(reply);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ReportsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

// The lazy chart chunk is slow to import the first time on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

describe('ReportsPage', () => {
  it('shows the figures, each chart as a table, the policy panels and who is away', async () => {
    renderPage((url) =>
      url.includes('/reports/away')
        ? { body: away }
        : url.includes('/reports')
          ? { body: example }
          : undefined,
    );
    const summary = await screen.findByRole('region', { name: 'Summary, Last 12 months' }, { timeout: 8000 });
    expect(within(summary).getByText('$2,140')).toBeInTheDocument();
    expect(within(summary).getByText('33.3%')).toBeInTheDocument();
    expect(within(summary).getByText('$85')).toBeInTheDocument();
    // The chart chunk loads lazily: the first import takes a while on a busy machine.
    const byMonth = await screen.findByRole('table', { name: 'Spend by month' }, { timeout: 8000 });
    expect(within(byMonth).getByRole('row', { name: /Nov 2026/ })).toHaveTextContent('$1,500');
    expect(await screen.findByRole('table', { name: 'Spend by department' })).toHaveTextContent(
      'Engineering',
    );
    expect(screen.getByText('Client moved the meeting; only later flights left')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Travelers away now' });
    expect(within(list).getByText('Loft near Pike Place, Seattle, WA')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Call +1 206-555-0142' })).toHaveAttribute(
      'href',
      'tel:+12065550142',
    );
  });

  it('asks for the period chosen', async () => {
    const user = userEvent.setup();
    const fetch = renderPage((url) =>
      url.includes('/reports/away')
        ? { body: away }
        : url.includes('/reports')
          ? { body: example }
          : undefined,
    );
    await screen.findByRole('table', { name: 'Spend by month' }, { timeout: 8000 });
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 3 months');
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) => /reports\?from=\d{4}-\d{2}&to=\d{4}-\d{2}/.test(String(url))),
      ).toBe(true),
    );
  });

  it('says so when no one is away and when the report fails', async () => {
    renderPage((url) =>
      url.includes('/reports/away')
        ? { body: { ...away, travelers: [] } }
        : url.includes('/reports')
          ? { status: 500, body: { code: 50000, message: 'down' } }
          : undefined,
    );
    const wait = { timeout: 8000 };
    expect(
      await screen.findByText('No one from your company is travelling today.', {}, wait),
    ).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load your reports", {}, wait)).toBeInTheDocument();
  });
});
