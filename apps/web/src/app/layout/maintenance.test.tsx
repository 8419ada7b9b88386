import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MaintenanceBanner } from './maintenance-banner.tsx';
import { ExperimentsProvider } from '../../lib/experiments.tsx';
import { maintenanceState, nextMaintenanceChange } from '../../lib/maintenance.ts';
import { mockFetch } from '../../test/fetch-mock.ts';

const start = '2026-03-01T02:00:00Z';
const end = '2026-03-01T04:00:00Z';
const timed = JSON.stringify({
  variantName: 'timed',
  data: { startsAt: start, endsAt: end, message: 'Back at 4' },
});

describe('maintenance timing (spec §4)', () => {
  it('is on always, off for off, and off for a variant that does not parse', () => {
    expect(maintenanceState(JSON.stringify({ variantName: 'always' }), 0)).toEqual({
      active: true,
      message: null,
    });
    expect(maintenanceState(JSON.stringify({ variantName: 'off' }), 0).active).toBe(false);
    expect(maintenanceState('not json', 0).active).toBe(false);
    expect(maintenanceState(undefined, 0).active).toBe(false);
  });

  it('reads a variant off when its shape is not the contract one', () => {
    for (const bad of [
      { variantName: 'sometimes' },
      { variantName: 'always', data: 'soon' },
      { variantName: 'always', data: { message: 42 } },
      ['always'],
      null,
    ])
      expect(maintenanceState(JSON.stringify(bad), 0).active).toBe(false);
    expect(maintenanceState(JSON.stringify({ variantName: 'always', data: { message: 'Hi' } }), 0)).toEqual({
      active: true,
      message: 'Hi',
    });
  });

  it('is on only in [startsAt, endsAt)', () => {
    expect(maintenanceState(timed, Date.parse(start) - 1).active).toBe(false);
    expect(maintenanceState(timed, Date.parse(start))).toEqual({ active: true, message: 'Back at 4' });
    expect(maintenanceState(timed, Date.parse(end) - 1).active).toBe(true);
    expect(maintenanceState(timed, Date.parse(end)).active).toBe(false);
  });

  it('knows when the state changes next', () => {
    expect(nextMaintenanceChange(timed, Date.parse(start) - 1000)).toBe(1000);
    expect(nextMaintenanceChange(timed, Date.parse(end))).toBeNull();
  });
});

describe('MaintenanceBanner', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderBanner(variant: string, now: number) {
    mockFetch((url) =>
      url.endsWith('/experiments/active')
        ? { body: { experiments: [{ id: 'maintenance', variant }], trackingProperties: {} } }
        : undefined,
    );
    const client = new QueryClient();
    return render(
      <QueryClientProvider client={client}>
        <ExperimentsProvider enabled>
          <MaintenanceBanner now={() => now} />
        </ExperimentsProvider>
      </QueryClientProvider>,
    );
  }

  it('shows the message inside the window', async () => {
    renderBanner(timed, Date.parse(start) + 60_000);
    expect(await screen.findByText('Back at 4')).toBeInTheDocument();
  });

  it('shows nothing outside the window', async () => {
    const { container } = renderBanner(timed, Date.parse(end) + 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
