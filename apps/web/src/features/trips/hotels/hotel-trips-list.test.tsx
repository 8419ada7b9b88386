import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeTrip } from '../trip-fixtures.ts';
import { tripsOfPage } from '../trip-line.ts';
import { renderTrips } from '../trips-test-harness.tsx';
import { makeCancelledHotelTrip, makeHotelTrip, makePayAtHotelTrip } from './hotel-trip-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const listReply = (answer: { homes: unknown[]; hotels: unknown[]; total: number }) => (url: string) =>
  url.endsWith('/itinerary/list') ? { body: answer } : undefined;

describe('hotel stays in My trips', () => {
  it('shows a hotel card with photo, name, city, dates, room, confirmation and status', async () => {
    renderTrips('/trips', listReply({ homes: [], hotels: [makeHotelTrip()], total: 1 }));
    const card = await screen.findByRole('article', { name: 'The Lakeshore Loop Hotel' });
    expect(card.querySelector('img')).toHaveAttribute('src', '/p/hotel.svg');
    expect(within(card).getByText('Hotel')).toBeInTheDocument();
    expect(within(card).getByText('Chicago, IL')).toBeInTheDocument();
    expect(within(card).getByText(/Apr 10 – Apr 12, 2026/)).toHaveTextContent('· 2 nights');
    expect(within(card).getByText('Deluxe King · 1 King bed')).toBeInTheDocument();
    expect(within(card).getByText('2 Adults, 1 Child')).toBeInTheDocument();
    expect(within(card).getByText('#HTL-7KQ2M9')).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('Total paid')).toBeInTheDocument();
    expect(within(card).getByText('$468.40')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'The Lakeshore Loop Hotel' })).toHaveAttribute(
      'href',
      '/trips/hotels/HTL-7KQ2M9',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 trip');
  });

  it('says what is due at the hotel for a pay-at-hotel stay, and a cancelled stay its refund', async () => {
    renderTrips(
      '/trips?tab=past',
      listReply({
        homes: [],
        hotels: [
          makePayAtHotelTrip({ id: { value: 'HTL-PAYLTR' }, confirmationCode: 'HTL-PAYLTR' }),
          makeCancelledHotelTrip(),
        ],
        total: 2,
      }),
    );
    const [later, cancelled] = await screen.findAllByRole('article');
    expect(within(later!).getByText('Pay at the hotel')).toBeInTheDocument();
    expect(within(later!).getByText('$518.40')).toBeInTheDocument();
    expect(within(cancelled!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled!).getByText('Refunded $468.40')).toBeInTheDocument();
  });

  it('interleaves homes and hotels in the order of the page (by check-in, soonest first)', async () => {
    const early = makeTrip({
      id: { value: 'H-EARLY' },
      stayDates: { from: '2026-04-01', until: '2026-04-03' },
    });
    const late = makeTrip({
      id: { value: 'H-LATE' },
      stayDates: { from: '2026-05-01', until: '2026-05-03' },
    });
    renderTrips('/trips', listReply({ homes: [early, late], hotels: [makeHotelTrip()], total: 3 }));
    await screen.findByRole('article', { name: 'The Lakeshore Loop Hotel' });
    const codes = screen.getAllByRole('article').map((a) => within(a).getByText(/^#/).textContent);
    expect(codes).toEqual(['#H-EARLY', '#HTL-7KQ2M9', '#H-LATE']);
  });
});

describe('tripsOfPage', () => {
  it('keeps each line in the server order and puts a stay in progress first', () => {
    const present = makeHotelTrip({ id: { value: 'HTL-NOW' }, timeState: 'Present' });
    const ahead = makeTrip({ id: { value: 'H-AHEAD' } });
    const page = { homes: [ahead], hotels: [present], total: 2 };
    expect(tripsOfPage(page, '2026-04-11').map((t) => t.id.value)).toEqual(['HTL-NOW', 'H-AHEAD']);
    expect(tripsOfPage({ homes: [ahead], total: 1 }).map((t) => t.id.value)).toEqual(['H-AHEAD']);
  });
});
