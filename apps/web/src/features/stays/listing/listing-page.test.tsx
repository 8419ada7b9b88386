import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf } from '../../../test/fetch-mock.ts';
import { availableRate, makeListing, unavailable } from '../../../test/listing-fixtures.ts';
import { ready, SEARCH, setup } from './listing-test-harness.tsx';

vi.mock('./location-map.tsx', () => ({ LocationMap: () => <div data-testid="map" /> }));

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ListingPage', () => {
  it('shows the skeleton, then the listing with its name as the document title', async () => {
    const { fetchMock } = setup();
    expect(screen.getByTestId('listing-skeleton-desktop')).toBeInTheDocument();
    expect(screen.getByTestId('listing-skeleton-mobile')).toBeInTheDocument();
    await ready();
    expect(document.title).toContain('Blue Ridge Cabin with Hot Tub');
    const shopCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/homes/shop'));
    expect(bodyOf(shopCall?.[1])).toEqual({
      listingId: 'vr-1',
      stayDetails: {
        dateRange: { from: '2099-05-01', until: '2099-05-03' },
        guestDetails: { adults: 2, children: 0, infants: 0, petsIncluded: false },
      },
      distributionChannels: ['General'],
    });
  });

  it('opens the error modal with a way back to /stays/ when the listing is missing', async () => {
    setup({ shop: { status: 404, body: { code: 40400, message: 'Not found' } } });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('link', { name: 'Back to vacation rentals' })).toHaveAttribute(
      'href',
      '/stays/',
    );
  });

  it('shows the unavailable message with Return to search when the shop call fails otherwise', async () => {
    setup({ shop: { status: 500, body: { code: 50000, message: 'boom' } } });
    expect(
      await screen.findByText(
        'This vacation rental is not available. Return to the search page for more vacation rentals.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to search' }).getAttribute('href')).toMatch(
      /^\/stays\/availability\/\?locationName=/,
    );
  });

  it('links Continue to the book route with the query and shows the price, strikethrough and free cancellation', async () => {
    setup({ availability: availableRate(50) });
    await ready();
    const link = screen.getByRole('link', { name: 'Continue for $225 per night' });
    expect(link.getAttribute('href')).toMatch(
      /^\/vacation-rentals\/book\/\?listingId=vr-1&fromDate=2099-05-01&untilDate=2099-05-03/,
    );
    expect(screen.getAllByText('$250')[0]?.tagName).toBe('S');
    expect(screen.getByText('Free cancellation')).toBeInTheDocument();
    expect(screen.getByText('Full payment is due at the time of booking.')).toBeInTheDocument();
  });

  it('breaks the price down into fees, discounts and taxes', async () => {
    setup({ availability: availableRate(50) });
    await ready();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Price details' }));
    const list = screen.getByRole('button', { name: 'Price details' }).nextElementSibling as HTMLElement;
    expect(within(list).getByText('Cleaning fee')).toBeInTheDocument();
    expect(within(list).getByText('Weekly discount')).toBeInTheDocument();
    expect(within(list).getByText('Taxes')).toBeInTheDocument();
    expect(within(list).getByText('Sales tax')).toBeInTheDocument();
  });

  it.each([
    ['MinStayViolation', 'Minimum nights stay not met.', 'Change dates'],
    ['MaxStayViolation', 'Max nights stay exceeded.', 'Change dates'],
    ['OccupancyViolation', 'Guest limit exceeded.', 'Change travelers'],
    ['PetPolicyViolation', 'Pets not allowed.', 'Change travelers'],
    ['CheckInNotAllowed', 'Check-in date is not allowed.', 'Change dates'],
    ['CheckOutNotAllowed', 'Check-out date is not allowed.', 'Change dates'],
    ['BlockedDates', 'The dates you have selected are not available.', 'Change dates'],
    ['MinBookingWindowViolation', 'Listing not available on short notice.', 'Change dates'],
  ] as const)('shows the %s message and prompts "%s"', async (reason, title, action) => {
    setup({ availability: unavailable([reason]) });
    await ready();
    const alert = screen.getAllByRole('alert').find((el) => el.textContent?.includes(title));
    expect(alert).toBeDefined();
    expect(within(alert as HTMLElement).getByRole('button', { name: action })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Continue for/ })).not.toBeInTheDocument();
  });

  it('shows the default message when no reason is known', async () => {
    setup({ availability: unavailable([]) });
    await ready();
    expect(screen.getAllByText('Listing is not available.').length).toBeGreaterThan(0);
    expect(screen.getByText('Please select a different set of dates.')).toBeInTheDocument();
  });

  it('hides About without a description and Rooms without bedrooms', async () => {
    const listing = makeListing({
      description: null,
      layout: { bedrooms: [], bathrooms: [], numberOfBedrooms: 0, numberOfBathrooms: 1 },
    });
    setup({ listing });
    await ready();
    expect(screen.queryByRole('heading', { name: 'About this property' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rooms and beds' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Amenities and features' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'House rules' })).toBeInTheDocument();
  });

  it('shows reviews only under the cover-reviews experiment, 3 then 6, with score and label', async () => {
    setup({ experiments: ['cover-reviews'] });
    await ready();
    const section = await screen.findByRole('region', { name: 'Customer Reviews' });
    expect(within(section).getByText('Excellent')).toBeInTheDocument();
    expect(within(section).getByText('9.4')).toBeInTheDocument();
    expect(within(section).getAllByText(/^Review number/)).toHaveLength(3);
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(within(section).getAllByText(/^Review number/)).toHaveLength(6);
  });

  it('has no reviews section without the experiment or without reviews', async () => {
    setup();
    await ready();
    expect(screen.queryByRole('region', { name: 'Customer Reviews' })).not.toBeInTheDocument();
  });

  it('sanitises listing text: a script in a description is inert and not rendered', async () => {
    const listing = makeListing({
      description:
        'Lovely<script>window.__pwned = true</script> <b>home</b><img src=x onerror="window.__pwned=true">',
    });
    setup({ listing });
    await ready();
    const about = screen.getByRole('region', { name: 'About this property' });
    expect(about.textContent).toContain('Lovely home');
    expect(about.querySelector('script, img, b')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('pre-selects the rewards account from selectedAccountIndex', async () => {
    const account = (id: string, name: string) => ({
      accountReferenceId: id,
      productDisplayName: name,
      rewardsBalance: { value: 1000, currency: 'Miles' },
    });
    setup({
      accounts: [account('acct-0', 'Venture'), account('acct-1', 'Quicksilver')],
      search: `${SEARCH}&selectedAccountIndex=1`,
    });
    await ready();
    await waitFor(() => expect(screen.getAllByText('Quicksilver').length).toBeGreaterThan(0));
    expect(screen.getByText('or 62,000 Miles for the stay')).toBeInTheDocument();
  });

  it('rewrites a past from-date in the URL (replace) and refetches when travelers change', async () => {
    const { router, fetchMock } = setup({
      search: '?listingId=vr-1&fromDate=2000-01-01&untilDate=2000-01-02',
    });
    await ready();
    await waitFor(() => expect(router.state.location.search).not.toContain('2000-01-01'));
    expect(router.state.historyAction).toBe('REPLACE');
    const before = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/homes/shop')).length;
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: /Guests:/ }))[0] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Add one adult' }));
    await waitFor(() => expect(router.state.location.search).toContain('adultsCount=3'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/homes/shop')).length,
      ).toBeGreaterThan(before),
    );
  });
});
