import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Availability } from '@portal/contracts/listings';
import type { CheckoutError, HomesPriceQuote } from '@portal/contracts/purchase';
import type { RewardsAccount } from '@portal/contracts/rewards';
import type { Person } from '@portal/contracts/travelers';
import type { WalletOffer } from '@portal/contracts/wallet';
import { setSession } from '../../../lib/session-store.ts';
import { bodyOf, mockFetch } from '../../../test/fetch-mock.ts';
import { availableRate, makeListing } from '../../../test/listing-fixtures.ts';
import { makeReservation } from '../confirm/confirmation-fixtures.ts';
import { account, CARD, quote, TRAVELER } from './book-fixtures.ts';
import { BookPage } from '../../../features/checkout/book/book-page.tsx';
import { homesCheckout } from '../../../features/stays/checkout/homes-checkout.ts';

// The homes book page (the checkout shell with the homes adapter, as app/ composes them) on a memory router
// against a mocked API (api.md "Checkout" answers), for the page tests.

const SEARCH = '?listingId=vr-1&fromDate=2099-05-01&untilDate=2099-05-03&adultsCount=2&childrenCount=0';

type Setup = {
  quoteAnswer?: HomesPriceQuote;
  fulfilErrors?: CheckoutError[];
  accounts?: RewardsAccount[];
  /** homes/addMainGuest answers 400 (the issuer refused the primary traveler). */
  addMainGuestFails?: boolean;
  /** The shop's answer for the stay (default: available at $620). */
  availability?: Availability;
  /** customer/details: the phone number the account saved (default: none). */
  phoneOnFile?: string | null;
  travelers?: Person[];
  /** The book page's query (default: two nights from 2099-05-01). */
  search?: string;
  /** The live travel-wallet offers wallet/details answers. */
  offers?: WalletOffer[];
};

export function setup({
  quoteAnswer = quote(),
  fulfilErrors,
  accounts = [account()],
  addMainGuestFails = false,
  availability = availableRate(),
  phoneOnFile = null,
  travelers = [TRAVELER],
  search = SEARCH,
  offers = [],
}: Setup = {}) {
  setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2999-01-01T00:00:00Z' });
  let quotePolls = 0;
  let quoteCount = 0;
  let cards = [CARD];
  const fetchMock = mockFetch((url) => {
    const path = url.replace(/^.*\/api\/v0\//, '');
    switch (path) {
      case 'homes/shop':
        return { body: { value: { listing: { listing: makeListing(), availability } } } };
      case 'customer/details':
        return { body: { phoneNumber: phoneOnFile } };
      case 'homes/listing/getCalendarAvailability':
        return { body: { calendarDays: [] } };
      case 'travelers/list':
        return { body: { value: travelers } };
      case 'payment-methods/list':
        return { body: { value: cards } };
      case 'payment-methods/delete':
        cards = [];
        return { body: {} };
      case 'rewards/accounts':
        return { body: accounts };
      case 'rewards/convert/productToEarn':
        return { body: { amount: 1234 } };
      case 'wallet/details':
        return {
          body: { offers, creditBreakdown: [], credit: { amount: { amount: 0, currency: 'USD' } } },
        };
      case 'purchase/quote/schedule':
        quoteCount += 1;
        quotePolls = 0;
        return { body: { value: `quote-${quoteCount}` } };
      case 'purchase/quote/poll':
        quotePolls += 1;
        return quotePolls === 1
          ? { body: { QuoteResponse: 'Pending' } }
          : { body: { QuoteResponse: 'Success', quote: { type: 'Homes', value: quoteAnswer } } };
      case 'homes/addMainGuest':
        if (addMainGuestFails) return { status: 400, body: { code: 40000, message: 'Invalid guest' } };
        return { body: { orderedProductId: 'op-1' } };
      case 'purchase/quote/discard':
        return { body: {} };
      case 'purchase/fulfill/schedule':
        return { body: { value: 'fulfil-1' } };
      case 'purchase/fulfill/poll':
        return fulfilErrors
          ? { body: { FulfillResponse: 'Failure', errors: fulfilErrors } }
          : {
              body: {
                FulfillResponse: 'Success',
                fulfillment: { type: 'Homes', value: { reservation: makeReservation() } },
              },
            };
      default:
        return { status: 404, body: { code: 40400, message: 'Not found' } };
    }
  });
  const router = createMemoryRouter(
    [
      {
        path: '/vacation-rentals/book/',
        element: <BookPage product={homesCheckout} pollIntervalMs={0} sleep={() => Promise.resolve()} />,
      },
      { path: '*', Component: () => <p>Elsewhere</p> },
    ],
    { initialEntries: [`/vacation-rentals/book/${search}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const purchaseCalls = () =>
    fetchMock.mock.calls
      .map(([u, init]) => ({ path: String(u).replace(/^.*\/api\/v0\//, ''), body: bodyOf(init) }))
      .filter((c) => /^(purchase|homes\/addMainGuest)/.test(c.path));
  return { fetchMock, router, purchaseCalls };
}

export async function saveContact(user = userEvent.setup(), waitForSaved = true) {
  await screen.findByRole('heading', { name: 'Trip review' });
  await screen.findByText('Avery Morgan');
  await user.type(screen.getByLabelText('Email'), 'avery@example.com');
  await user.type(screen.getByLabelText('Phone number'), '415 555 0134');
  await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
  if (waitForSaved) await screen.findByRole('button', { name: 'Edit' });
  return user;
}

// hidden: a dialog open on top hides the page from the accessibility tree.
export const confirm = () => screen.getByRole('button', { name: /Confirm and Book/, hidden: true });

/** The mobile layout: matchMedia answers the spec's 960 px query. */
export function mobile() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 960px'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
