import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { HotelRoom } from '@portal/contracts/hotel-details';
import { fiat, price, roomProduct, shopAnswer } from '../../../test/hotel-fixtures.ts';
import { RoomsSection, type RateSelection } from './hotel-rooms.tsx';

// Spec §4: a non-refundable rate kept as the default, its refundable variant (cancel for any reason) beside it.
const saver = roomProduct('rate-saver', {
  name: 'Non-refundable saver',
  refundPolicy: 'NonRefundable',
  tripTotal: price(621),
  perNightSellRate: price(180),
  isDefault: true,
});
const covered = roomProduct('rate-saver', {
  ...saver,
  tripTotal: price(696),
  perNightSellRate: price(205),
  payNow: fiat(696),
  isDefault: false,
  premiumPrices: price(75),
  premiumPricesPerNight: price(25),
  quoteId: 'cfq_0123456789abcdef0123',
  coveragePercentage: 80,
  coverageAmount: fiat(496.8),
  pricingDescription: 'Cancel for any reason until check-in and get 80% back ($496.80) for $25 per night.',
  additionalInfo: { shouldRefundCfarPremium: false },
});

// A stand-in for the book page's URL: enough to tell which room, rate and variant a link goes to.
const bookHref = ({ roomId, rateId, refundable }: RateSelection) =>
  `/hotels/book/?roomId=${roomId}&rateId=${rateId}${refundable ? '&refundable=1' : ''}`;

function renderRooms(rates = [saver, covered]) {
  const room: HotelRoom = { ...shopAnswer().rooms[0]!, rates };
  render(
    <MemoryRouter>
      <RoomsSection
        rooms={[room]}
        nights={3}
        roomsCount={1}
        timeZone="America/Chicago"
        reserveHref={bookHref}
      />
    </MemoryRouter>,
  );
  const list = screen.getByRole('list', { name: 'Rates for Deluxe King' });
  const cards = within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list);
  return { cards };
}

describe('rate cards: the refundable variant beside its base rate', () => {
  it('shows the base rate as it is and the variant with its cover, premium and price including the premium', () => {
    const { cards } = renderRooms();
    expect(cards).toHaveLength(2);
    const [base, variant] = cards;
    expect(base).toHaveTextContent('Non-refundable');
    expect(base).not.toHaveTextContent('Cancel for any reason');
    expect(base).toHaveTextContent('$621');
    expect(within(variant!).getByText('Cancel for any reason')).toBeVisible();
    expect(variant).toHaveTextContent(
      'Cancel for any reason until check-in and get 80% back ($496.80) for $25 per night.',
    );
    expect(variant).toHaveTextContent('Includes the $75 cancel for any reason premium (11% of the total)');
    expect(variant).not.toHaveTextContent('refunded too');
    expect(variant).toHaveTextContent('Otherwise: Non-refundable');
    expect(variant).toHaveTextContent('$205 per night');
    expect(variant).toHaveTextContent('$696');
  });

  it('says when the premium is refunded too', () => {
    const { cards } = renderRooms([saver, { ...covered, additionalInfo: { shouldRefundCfarPremium: true } }]);
    expect(cards[1]).toHaveTextContent(
      'Includes the $75 cancel for any reason premium (11% of the total), refunded too if you cancel',
    );
  });

  it('reserving the variant goes to the same rate with refundable; the base rate without', () => {
    renderRooms();
    expect(
      screen.getByRole('link', {
        name: 'Reserve Deluxe King, Non-refundable saver with cancel for any reason, $696 total',
      }),
    ).toHaveAttribute('href', '/hotels/book/?roomId=room-king&rateId=rate-saver&refundable=1');
    expect(
      screen.getByRole('link', { name: 'Reserve Deluxe King, Non-refundable saver, $621 total' }),
    ).toHaveAttribute('href', '/hotels/book/?roomId=room-king&rateId=rate-saver');
  });

  it('Reserve is a link styled as a button, not a toggle: it names the room, rate and total and says "Reserve"', () => {
    const { cards } = renderRooms();
    for (const card of cards) {
      const reserve = within(card).getByRole('link', { name: /^Reserve Deluxe King, / });
      expect(reserve).toHaveAttribute('href', expect.stringMatching(/^\/hotels\/book\/\?/));
      expect(reserve).not.toHaveAttribute('aria-pressed');
      // Seen: just the verb; what it reserves is for screen readers, which read the whole name.
      expect(within(reserve).getByText(/^Deluxe King, /)).toHaveClass('sr-only');
    }
    expect(within(cards[0]!).queryByRole('button')).toBeNull();
    expect(screen.queryByText('Selected')).not.toBeInTheDocument();
  });
});
