import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { HotelsPriceQuote } from '@portal/contracts/hotel-booking';
import type { HotelShopAnswer } from '@portal/contracts/hotel-details';
import type { WalletOffer } from '@portal/contracts/wallet';
import { BookPage } from '../../../features/checkout/book/book-page.tsx';
import { hotelsCheckout } from '../../../features/hotels/checkout/hotels-checkout.ts';
import { setSession } from '../../../lib/session-store.ts';
import { bodyOf, mockFetch } from '../../../test/fetch-mock.ts';
import { price, roomProduct, shopAnswer } from '../../../test/hotel-fixtures.ts';
import { account, CARD, TRAVELER } from './book-fixtures.ts';
import { confirm, saveContact } from './book-test-harness.tsx';
import { hotelQuote, hotelReservation } from './hotels-fixtures.ts';

// The hotel book page: the checkout shell with the hotels adapter, as app/ composes them, against a mocked API.

const SEARCH =
  '?lodgingId=htl_chi_0003&roomId=room-king&rateId=rate-flex&fromDate=2030-01-15&untilDate=2030-01-19' +
  '&adultsCount=2&childrenCount=1&childrenAges=7&roomsCount=1' +
  '&lodgingSelection=%7B%22kind%22%3A%22Place%22%2C%22searchTerm%22%3A%22Chicago%2C%20IL%22%7D';

type Wallet = { offers: WalletOffer[]; creditUsd: number };

function setup({
  search = SEARCH,
  quote = hotelQuote(),
  shop = shopAnswer(),
  wallet = { offers: [], creditUsd: 0 },
}: { search?: string; quote?: HotelsPriceQuote; shop?: HotelShopAnswer; wallet?: Wallet } = {}) {
  setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2999-01-01T00:00:00Z' });
  let polls = 0;
  const fetchMock = mockFetch((url) => {
    const path = url.replace(/^.*\/api\/v0\//, '');
    const answers: Record<string, unknown> = {
      'hotels/shop': shop,
      'customer/details': { phoneNumber: null },
      'travelers/list': { value: [{ ...TRAVELER, hotelLoyalty: { HIL: 'HH-4417 2290' } }] },
      'payment-methods/list': { value: [CARD] },
      'rewards/accounts': [account()],
      'rewards/convert/productToEarn': { amount: 7000 },
      'wallet/details': {
        offers: wallet.offers,
        creditBreakdown: [],
        credit: { amount: { amount: wallet.creditUsd, currency: 'USD' } },
      },
      'purchase/quote/schedule': { value: 'quote-1' },
      'homes/addMainGuest': { orderedProductId: 'op-1' },
      'purchase/quote/discard': {},
      'purchase/fulfill/schedule': { value: 'fulfil-1' },
      'purchase/fulfill/poll': {
        FulfillResponse: 'Success',
        fulfillment: { type: 'Hotels', value: { reservation: hotelReservation() } },
      },
    };
    if (path === 'purchase/quote/poll') {
      polls += 1;
      return {
        body:
          polls === 1
            ? { QuoteResponse: 'Pending' }
            : { QuoteResponse: 'Success', quote: { type: 'Hotels', value: quote } },
      };
    }
    return path in answers
      ? { body: answers[path] }
      : { status: 404, body: { code: 40400, message: 'Not found' } };
  });
  const router = createMemoryRouter(
    [
      {
        path: '/hotels/book/',
        element: <BookPage product={hotelsCheckout} pollIntervalMs={0} sleep={() => Promise.resolve()} />,
      },
      { path: '*', Component: () => <p>Elsewhere</p> },
    ],
    { initialEntries: [`/hotels/book/${search}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const calls = () =>
    fetchMock.mock.calls.map(([u, init]) => ({
      path: String(u).replace(/^.*\/api\/v0\//, ''),
      body: bodyOf(init),
    }));
  const purchaseCalls = () => calls().filter((c) => /^(purchase|homes\/addMainGuest)/.test(c.path));
  const earnCalls = () => calls().filter((c) => c.path === 'rewards/convert/productToEarn');
  return { router, purchaseCalls, earnCalls };
}

const HOTEL_OFFER: WalletOffer = {
  id: 'offer-hotel-50',
  title: '$50 off your next hotel',
  description: 'Take $50 off one hotel booking of $200 or more.',
  shopPageBanner: null,
  funnels: ['hotels'],
  amount: { amount: 50, currency: 'USD' },
  percentage: null,
  maxAmount: null,
  minSpend: { amount: 200, currency: 'USD' },
  saleEventStartOn: null,
  expiresAt: '2999-01-01T00:00:00Z',
  trackingPropertiesV2: {},
};

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-10T12:00:00') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BookPage with the hotels adapter', () => {
  it('shows the hotel, room, rate, stay and price lines, with a way back to change them', async () => {
    setup();
    const summary = within(await screen.findByRole('region', { name: 'Your hotel' }));
    expect(document.title).toContain('Complete Hotel Booking');
    expect(summary.getByRole('heading', { name: 'The Drake Chicago' })).toBeInTheDocument();
    expect(summary.getByText('Hotel · 5-star hotel')).toBeInTheDocument();
    expect(summary.getByText('140 E Walton Pl, Chicago, IL')).toBeInTheDocument();
    expect(summary.getByText('Deluxe King · Flexible rate')).toBeInTheDocument();
    expect(summary.getByText('Breakfast for 2')).toBeInTheDocument();
    expect(summary.getByText('Free cancellation until Jan 13, 3:00 PM')).toBeInTheDocument();
    expect(summary.getByText('Pay now')).toBeInTheDocument();
    expect(summary.getByText('4 nights')).toBeInTheDocument();
    expect(summary.getByText('2 adults, 1 child · 1 room')).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'Change room or dates' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/hotels\/shop\/htl_chi_0003\/SearchPage\?fromDate=2030-01-15/),
    );
    const prices = within(screen.getByRole('complementary', { name: 'Price details' }));
    expect(prices.getByText('Room, 4 nights')).toBeInTheDocument();
    expect(prices.getByText('Trip total').nextSibling).toHaveTextContent('$700.00');
    expect(screen.getByRole('link', { name: /Back to results/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/hotels\/availability\/\?/),
    );
  });

  it('quotes the room and rate with the saved loyalty number and the requests, then books by card', async () => {
    const { purchaseCalls, earnCalls, router } = setup();
    const user = userEvent.setup();
    const loyalty = await screen.findByLabelText('Hilton Honors number (optional)');
    await waitFor(() => expect(loyalty).toHaveValue('HH-4417 2290'));
    await user.type(
      screen.getByLabelText('Special requests (optional)'),
      'High floor, away from the elevator',
    );
    await saveContact(user);
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await user.click(screen.getByLabelText('Do not apply rewards'));
    expect(screen.getByText('$700.00 will be charged to your card.')).toBeInTheDocument();
    // The server prices the earn at the hotels multiplier: the page asks for Hotels on what the card pays.
    expect(
      await screen.findByText("You'll earn 7,000 miles on this booking (Earn 10X on hotels)."),
    ).toBeInTheDocument();
    expect(earnCalls().at(-1)?.body).toEqual({
      account: account().accountReferenceId,
      travelProduct: 'Hotels',
      amountUsd: 700,
    });
    await user.click(confirm());
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/hotels/book/confirm/');
    const calls = purchaseCalls();
    expect(calls[0]?.body).toEqual({
      emailAddress: 'avery@example.com',
      request: {
        type: 'Hotels',
        value: {
          lodgingId: 'htl_chi_0003',
          roomId: 'room-king',
          rateId: 'rate-flex',
          stayDates: { from: '2030-01-15', until: '2030-01-19' },
          roomsCount: 1,
          adultsCount: 2,
          childrenAges: [7],
          seenPrice: { value: 700, currencyCode: 'USD', currencySymbol: '$' },
          loyaltyNumber: 'HH-4417 2290',
          specialRequests: 'High floor, away from the elevator',
        },
      },
    });
    const fulfil = calls.find((c) => c.path === 'purchase/fulfill/schedule');
    expect(fulfil?.body).toMatchObject({
      payments: [{ type: 'UserCard', value: { paymentId: CARD.id, paymentAmount: { value: 700 } } }],
    });
  });

  it('charges nothing now for a rate paid at the hotel but still requires a card to guarantee it', async () => {
    const { purchaseCalls } = setup({
      search: SEARCH.replace('rate-flex', 'rate-saver'),
      quote: hotelQuote({ payLater: true }),
    });
    const user = await saveContact();
    const payment = within(screen.getByRole('region', { name: 'Rewards & payment' }));
    expect(
      payment.getByText('Nothing is charged now. Your card guarantees the reservation.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Do not apply rewards')).not.toBeInTheDocument();
    const prices = within(screen.getByRole('complementary', { name: 'Price details' }));
    expect(prices.getByText('Due at the hotel').nextSibling).toHaveTextContent('$560.00');
    expect(prices.getByText('Amount due on card').nextSibling).toHaveTextContent('$0.00');
    expect(confirm()).toBeDisabled();
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    await screen.findByText('Elsewhere');
    const fulfil = purchaseCalls().find((c) => c.path === 'purchase/fulfill/schedule');
    expect(fulfil?.body).toMatchObject({
      payments: [{ type: 'UserCard', value: { paymentId: CARD.id, paymentAmount: { value: 0 } } }],
    });
  });

  it('offers only what the quote allows to pay with, and requires the card it asks for', async () => {
    const quote = hotelQuote();
    quote.paymentOptions = {
      cardRequired: true,
      rewards: false,
      travelWalletOffer: false,
      travelWalletCredit: true,
    };
    const { purchaseCalls } = setup({ quote, wallet: { offers: [HOTEL_OFFER], creditUsd: 800 } });
    const user = await saveContact();
    const payment = within(screen.getByRole('region', { name: 'Rewards & payment' }));
    // $700 is due now, yet the quote takes no rewards and no offer: only the credit is offered.
    expect(payment.queryByText(HOTEL_OFFER.title)).not.toBeInTheDocument();
    expect(payment.queryByLabelText('Do not apply rewards')).not.toBeInTheDocument();
    await user.click(payment.getByRole('checkbox', { name: 'Apply Travel credits' }));
    const prices = within(screen.getByRole('complementary', { name: 'Price details' }));
    expect(prices.getByText('Amount due on card').nextSibling).toHaveTextContent('$0.00');
    // The credit pays it all, but the quote requires a card.
    expect(confirm()).toBeDisabled();
    await user.click(screen.getByLabelText(/Visa ending in 1234/));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    await screen.findByText('Elsewhere');
    const fulfil = purchaseCalls().find((c) => c.path === 'purchase/fulfill/schedule');
    expect(fulfil?.body).toMatchObject({
      payments: [
        { type: 'TravelWalletCredit', value: { paymentAmount: { value: 700 } } },
        { type: 'UserCard', value: { paymentId: CARD.id, paymentAmount: { value: 0 } } },
      ],
    });
  });

  it('offers the travel offer and rewards when the quote allows them', async () => {
    setup({ wallet: { offers: [HOTEL_OFFER], creditUsd: 0 } });
    await saveContact();
    const payment = within(screen.getByRole('region', { name: 'Rewards & payment' }));
    expect(payment.getByText(HOTEL_OFFER.title)).toBeInTheDocument();
    expect(payment.getByText('Save $50.00 on this hotel')).toBeInTheDocument();
    expect(payment.getByLabelText('Do not apply rewards')).toBeInTheDocument();
  });

  it('books the refundable variant of a rate: its premium is a price line and the quote asks for it', async () => {
    const base = shopAnswer();
    const king = base.rooms[0]!;
    const variant = roomProduct('rate-flex', {
      isDefault: false,
      tripTotal: price(760),
      premiumPrices: price(60),
      quoteId: 'cfar-q-1',
      coveragePercentage: 80,
    });
    const shop = { ...base, rooms: [{ ...king, rates: [...king.rates, variant] }, ...base.rooms.slice(1)] };
    const { purchaseCalls } = setup({
      search: `${SEARCH}&refundable=1`,
      shop,
      quote: hotelQuote({ total: 760 }),
    });
    const summary = within(await screen.findByRole('region', { name: 'Your hotel' }));
    expect(summary.getByText('Cancel for any reason included')).toBeInTheDocument();
    const prices = within(screen.getByRole('complementary', { name: 'Price details' }));
    expect(prices.getByText('Cancel for any reason').nextSibling).toHaveTextContent('$60.00');
    expect(prices.getByText('Trip total').nextSibling).toHaveTextContent('$760.00');
    await saveContact();
    expect(purchaseCalls()[0]?.body).toMatchObject({
      request: {
        type: 'Hotels',
        value: { rateId: 'rate-flex', refundable: true, seenPrice: { value: 760 } },
      },
    });
  });

  it('says when the rate is no longer offered, with ways to another room or a new search', async () => {
    setup({ search: SEARCH.replace('rate-flex', 'rate-gone') });
    expect(
      await screen.findByRole('heading', { name: 'This room is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Another Room' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/hotels\/shop\/htl_chi_0003\//),
    );
  });
});
