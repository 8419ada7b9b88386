import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeListing, unavailable } from '../../../test/listing-fixtures.ts';
import { ready, setup } from './listing-test-harness.tsx';

// The listing states the rule behind an unavailable stay, says what it corrected in the URL's dates, and answers
// a request no correction can fix (999 adults, a 15-month stay) with the rule instead of asking the server.

vi.mock('./location-map.tsx', () => ({ LocationMap: () => <div data-testid="map" /> }));

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// One listing holding every rule, so each reason has its number to state.
const strict = makeListing(
  {},
  { maxOccupancy: 2, petFriendly: false },
  {
    maxOccupancy: 2,
    petFriendly: false,
    maxPets: 0,
    minStayNights: 7,
    maxStayNights: 10,
    checkInWeekdays: [6],
    checkOutWeekdays: [6],
    minBookingWindowDays: 14,
  },
);

describe('an unavailable stay', () => {
  it.each([
    ['MinStayViolation', 'Minimum nights stay not met.', 'This home needs at least 7 nights.'],
    ['MaxStayViolation', 'Max nights stay exceeded.', 'This home allows stays of up to 10 nights.'],
    ['OccupancyViolation', 'Guest limit exceeded.', 'Up to 2 guests.'],
    ['PetPolicyViolation', 'Pets not allowed.', 'No pets allowed.'],
    ['CheckInNotAllowed', 'Check-in date is not allowed.', 'Check-in on Saturdays only.'],
    ['CheckOutNotAllowed', 'Check-out date is not allowed.', 'Check-out on Saturdays only.'],
    ['MinBookingWindowViolation', 'Listing not available on short notice.', 'Book at least 14 days ahead.'],
  ] as const)('%s keeps the spec text and states the rule', async (reason, title, rule) => {
    setup({ listing: strict, availability: unavailable([reason]) });
    await ready();
    const alert = screen.getAllByRole('alert').find((el) => el.textContent?.includes(title));
    expect(alert).toBeDefined();
    expect(within(alert as HTMLElement).getByText(rule)).toBeInTheDocument();
  });

  it('heads the panel with what is wrong, not "Select dates for prices", when the dates are set', async () => {
    setup({ listing: strict, availability: unavailable(['MinStayViolation']) });
    await ready();
    expect(screen.queryByText('Select dates for prices')).not.toBeInTheDocument();
    expect(screen.getByText('Not available for these dates')).toBeInTheDocument();
  });

  it('says "these travelers" when the travelers are the problem', async () => {
    setup({ listing: strict, availability: unavailable(['OccupancyViolation']) });
    await ready();
    expect(screen.getByText('Not available for these travelers')).toBeInTheDocument();
  });
});

describe('the URL the page corrects or refuses', () => {
  it('says what it changed in a past from-date, also once the URL is rewritten', async () => {
    const { router } = setup({ search: '?listingId=vr-1&fromDate=2000-01-01&untilDate=2000-01-02' });
    await ready();
    await waitFor(() => expect(router.state.location.search).not.toContain('2000-01-01'));
    const notice = screen
      .getAllByRole('status')
      .find((el) => el.textContent?.includes('We changed your dates'));
    expect(notice).toBeDefined();
    expect(notice as HTMLElement).toHaveTextContent(
      /Check-in Sat, Jan 1, 2000 has already passed, so it is now tomorrow/,
    );
    expect(notice as HTMLElement).toHaveTextContent(/Checkout Sun, Jan 2, 2000 was not after check-in/);
  });

  it('has nothing to say about valid dates', async () => {
    setup();
    await ready();
    expect(screen.queryByText('We changed your dates')).not.toBeInTheDocument();
  });

  it('answers 999 adults with the 16-traveler rule and does not ask for the listing', async () => {
    const { fetchMock } = setup({
      search: '?listingId=vr-1&fromDate=2099-05-01&untilDate=2099-05-03&adultsCount=999&childrenCount=0',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A stay can have up to 16 travelers, adults and children together.');
    expect(within(alert).getByRole('link', { name: 'Back to results' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/homes/shop'))).toBe(false);
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});
