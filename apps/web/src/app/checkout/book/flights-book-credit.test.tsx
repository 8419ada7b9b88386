import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FlightsPriceQuote } from '@portal/contracts/flight-booking';
import { BookPage } from '../../../features/checkout/book/book-page.tsx';
import { useAirlineCredit } from '../../../features/checkout/book/use-airline-credit.ts';
import { setSession } from '../../../lib/session-store.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { flightsBookProduct } from '../flights-book-page.tsx';
import { account, CARD } from './book-fixtures.ts';
import { mobile } from './book-test-harness.tsx';
import {
  ADULT_1,
  ADULT_2,
  CHILD,
  FAMILY,
  FLIGHT_SEARCH,
  flightQuote,
  flightReview,
  flightSearchReply,
  INFANT,
} from './flights-fixtures.ts';

// Airline travel credits at the flights payment step (issue 14): listed with value and expiry, applied and
// removed with a button, and taken off the amount due on the card.

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const CREDIT = {
  creditId: '5b0c8c52-7d3e-4a8f-9a51-3e2f1c0d9b77',
  airline: { code: 'DL', name: 'Delta', lowCost: false },
  amount: usd(250),
  applicableAmount: usd(250),
  unusedAmount: usd(0),
  expiresAt: '2027-11-02T14:05:00.000Z',
  confirmationCode: 'H-3MZ8QK2P',
};

function quoteWith(credits: FlightsPriceQuote['usableAirlineCredits']): FlightsPriceQuote {
  return { ...flightQuote(), usableAirlineCredits: credits };
}

function setup(quote: FlightsPriceQuote) {
  setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2999-01-01T00:00:00Z' });
  mockFetch((url) => {
    const path = url.replace(/^.*\/api\/v0\//, '');
    const answers: Record<string, unknown> = {
      'flights/search': flightSearchReply,
      'flights/review': flightReview(),
      'customer/details': { phoneNumber: null },
      'travelers/list': { value: FAMILY },
      'payment-methods/list': { value: [CARD] },
      'rewards/accounts': [account()],
      'rewards/convert/productToEarn': { amount: 5500 },
      'wallet/details': {
        offers: [],
        creditBreakdown: [],
        credit: { amount: { amount: 0, currency: 'USD' } },
      },
      'homes/addMainGuest': { orderedProductId: 'op-1' },
      'purchase/quote/discard': {},
      'purchase/quote/schedule': { value: 'quote-1' },
      'purchase/quote/poll': { QuoteResponse: 'Success', quote: { type: 'Flights', value: quote } },
    };
    return path in answers
      ? { body: answers[path] }
      : { status: 404, body: { code: 40400, message: 'Not found' } };
  });
  const router = createMemoryRouter(
    [
      {
        path: '/flights/book/',
        element: <BookPage product={flightsBookProduct} pollIntervalMs={0} sleep={() => Promise.resolve()} />,
      },
    ],
    { initialEntries: [`/flights/book/?${FLIGHT_SEARCH}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function toPayment(user: ReturnType<typeof userEvent.setup>, { mobile = false } = {}) {
  const slot = (label: string) => screen.getByRole('combobox', { name: label });
  await screen.findByRole('combobox', { name: 'Adult 1' });
  await waitFor(() => expect(slot('Adult 1')).toHaveValue(ADULT_1.id));
  await user.selectOptions(slot('Adult 2'), ADULT_2.id!);
  await user.selectOptions(slot('Child 1 (age 7)'), CHILD.id!);
  await user.selectOptions(slot('Infant 1'), INFANT.id!);
  if (mobile) await user.click(screen.getByRole('button', { name: 'Add Travelers' }));
  await user.type(await screen.findByLabelText('Email'), 'avery@example.com');
  await user.type(screen.getByLabelText('Phone number'), '415 555 0134');
  await user.click(
    screen.getByRole('button', { name: mobile ? 'Add Contact Information' : 'Save & Continue' }),
  );
}

const prices = () => screen.getByRole('complementary', { name: 'Price details' });

describe('airline travel credits at the flights payment step', () => {
  it('lists a usable credit; applying it takes it off the amount due on card, removing puts it back', async () => {
    const user = userEvent.setup();
    setup(quoteWith([CREDIT]));
    await toPayment(user);
    const section = await screen.findByRole('region', { name: 'Airline travel credits' });
    expect(within(section).getByText('Delta credit $250.00')).toBeInTheDocument();
    expect(within(section).getByText(/Expires Nov 2, 2027/)).toBeInTheDocument();
    expect(within(prices()).queryByText('Airline travel credit')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Apply the Delta credit of $250.00' }));
    expect(within(prices()).getByText('Airline travel credit')).toBeInTheDocument();
    expect(within(prices()).getByText('-$250.00')).toBeInTheDocument();
    expect(within(prices()).getByText('$850.00')).toBeInTheDocument();

    // Keyboard: the same button, now 'Remove', is reached and pressed without a mouse.
    const remove = within(section).getByRole('button', { name: 'Remove the Delta credit of $250.00' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(within(prices()).queryByText('Airline travel credit')).not.toBeInTheDocument();
  });

  it('shows no credits section when the quote lists none', async () => {
    const user = userEvent.setup();
    setup(quoteWith([]));
    await toPayment(user);
    await screen.findByRole('group', { name: 'Payment method' });
    expect(screen.queryByRole('region', { name: 'Airline travel credits' })).not.toBeInTheDocument();
  });

  it('says what a credit worth more than the fare leaves unused', async () => {
    const user = userEvent.setup();
    setup(quoteWith([{ ...CREDIT, amount: usd(1500), applicableAmount: usd(1100), unusedAmount: usd(400) }]));
    await toPayment(user);
    expect(
      await screen.findByText('$400.00 of this credit would be left unused and lost.'),
    ).toBeInTheDocument();
  });
});

describe('airline travel credits on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are applied in the payment step and recapped on the review', async () => {
    mobile();
    const user = userEvent.setup();
    setup(quoteWith([CREDIT]));
    await toPayment(user, { mobile: true });
    await screen.findByText(/Step 3 of 4/);
    const section = await screen.findByRole('region', { name: 'Airline travel credits' });
    await user.click(within(section).getByRole('button', { name: 'Apply the Delta credit of $250.00' }));
    await user.click(await screen.findByLabelText(/Visa ending in 1234/));
    await user.click(screen.getByRole('button', { name: 'Review my Trip' }));
    await screen.findByText(/Step 4 of 4/);
    expect(screen.getByRole('region', { name: 'Rewards & payment' })).toHaveTextContent(
      'Delta airline travel credit$250.00',
    );
  });
});

describe('useAirlineCredit', () => {
  it('gives the AirlineTravelCredit payment of the applied credit, and none once removed', () => {
    const { result } = renderHook(() => useAirlineCredit(quoteWith([CREDIT])));
    expect(result.current.payment).toBeNull();
    act(() => result.current.apply(CREDIT.creditId));
    expect(result.current.minor).toBe(25_000);
    expect(result.current.payment).toEqual({
      type: 'AirlineTravelCredit',
      value: { creditId: CREDIT.creditId, paymentAmount: usd(250) },
    });
    act(() => result.current.remove());
    expect(result.current.payment).toBeNull();
  });
});
