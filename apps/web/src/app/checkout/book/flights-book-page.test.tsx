import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FlightReviewAnswer } from '@portal/contracts/flights';
import { BookPage } from '../../../features/checkout/book/book-page.tsx';
import { setSession } from '../../../lib/session-store.ts';
import { bodyOf, mockFetch, type Reply } from '../../../test/fetch-mock.ts';
import { flightsBookProduct } from '../flights-book-page.tsx';
import { account, CARD } from './book-fixtures.ts';
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

// The flight book page: the checkout shell with the flights adapter, as app/ composes them, against a mocked API.

function setup({
  review = flightReview(),
  schedule = () => ({ body: { value: 'quote-1' } }),
  failedPoll,
}: { review?: FlightReviewAnswer; schedule?: () => Reply; failedPoll?: unknown } = {}) {
  setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2999-01-01T00:00:00Z' });
  let polls = 0;
  const fetchMock = mockFetch((url) => {
    const path = url.replace(/^.*\/api\/v0\//, '');
    const answers: Record<string, unknown> = {
      'flights/search': flightSearchReply,
      'flights/review': review,
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
    };
    if (path === 'purchase/quote/schedule') return schedule();
    if (path === 'purchase/quote/poll') {
      polls += 1;
      if (failedPoll && polls > 1) return { body: failedPoll };
      return {
        body:
          polls === 1
            ? { QuoteResponse: 'Pending' }
            : { QuoteResponse: 'Success', quote: { type: 'Flights', value: flightQuote() } },
      };
    }
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
      { path: '*', Component: () => <p>Elsewhere</p> },
    ],
    { initialEntries: [`/flights/book/?${FLIGHT_SEARCH}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const scheduled = () =>
    fetchMock.mock.calls
      .filter(([u]) => String(u).endsWith('purchase/quote/schedule'))
      .map(([, init]) => bodyOf(init));
  return { router, scheduled };
}

const slot = (label: string) => screen.getByRole('combobox', { name: label });

async function chooseFamily(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('combobox', { name: 'Adult 1' });
  // The primary traveler (the default profile) is the first adult until another is chosen.
  await waitFor(() => expect(slot('Adult 1')).toHaveValue(ADULT_1.id));
  await user.selectOptions(slot('Adult 2'), ADULT_2.id!);
  await user.selectOptions(slot('Child 1 (age 7)'), CHILD.id!);
  await user.selectOptions(slot('Infant 1'), INFANT.id!);
}

async function contactAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'avery@example.com');
  await user.type(screen.getByLabelText('Phone number'), '415 555 0134');
  await user.click(screen.getByRole('button', { name: 'Save & Continue' }));
}

describe('flight book page', () => {
  it('summarises the itinerary: the slice, its segment in local time, the fare and its bags', async () => {
    setup();
    const slice = await screen.findByRole('region', { name: /^Flight 1: .*\(JFK\) to .*\(LAX\)$/ });
    expect(within(slice).getByText('Nonstop', { exact: false })).toBeInTheDocument();
    expect(within(slice).getByText(/8:00 AM/)).toBeInTheDocument();
    expect(within(slice).getByText(/Carry-on|carry-on/)).toBeInTheDocument();
    expect(screen.getByText(/4 passengers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change flights' })).toHaveAttribute(
      'href',
      expect.stringContaining('/flights/shop/review/'),
    );
    // No options to offer yet: no empty Customize step.
    expect(screen.queryByRole('heading', { name: 'Customize' })).not.toBeInTheDocument();
  });

  it('books a traveler per passenger, the infant on a lap, with the contact and the price shown', async () => {
    const user = userEvent.setup();
    const { scheduled } = setup();
    await chooseFamily(user);
    expect(screen.getByRole('radio', { name: /On an adult’s lap/ })).toBeChecked();
    await contactAndSave(user);
    await screen.findByRole('button', { name: 'Edit' });
    const [body] = scheduled();
    expect(body).toMatchObject({
      emailAddress: 'avery@example.com',
      request: {
        type: 'Flights',
        value: {
          fareIds: [flightReview().kind === 'Available' ? expect.any(String) : ''],
          passengers: [
            { travelerId: ADULT_1.id },
            { travelerId: ADULT_2.id },
            { travelerId: CHILD.id },
            { travelerId: INFANT.id, seat: 'lap' },
          ],
          contact: { emailAddress: 'avery@example.com', phoneNumber: '+1 415 555 0134' },
          seenPrice: { value: 1100 },
        },
      },
    });
  });

  it('sends an infant in a seat of their own when the user chooses it', async () => {
    const user = userEvent.setup();
    const { scheduled } = setup();
    await chooseFamily(user);
    await user.click(screen.getByRole('radio', { name: /In their own seat/ }));
    await contactAndSave(user);
    await screen.findByRole('button', { name: 'Edit' });
    const passengers = (scheduled()[0]?.request as { value: { passengers: unknown[] } }).value.passengers;
    expect(passengers[3]).toEqual({ travelerId: INFANT.id, seat: 'seat' });
  });

  it('flags each passenger without a traveler, focuses the first, and asks for no quote', async () => {
    const user = userEvent.setup();
    const { scheduled } = setup();
    await screen.findByRole('combobox', { name: 'Adult 1' });
    await waitFor(() => expect(slot('Adult 1')).toHaveValue(ADULT_1.id));
    await contactAndSave(user);
    await waitFor(() => expect(slot('Adult 2')).toHaveFocus());
    expect(screen.getAllByText('Choose a traveler for this passenger.')).toHaveLength(3);
    expect(slot('Adult 2')).toHaveAttribute('aria-invalid', 'true');
    expect(scheduled()).toHaveLength(0);
  });

  it('shows the server’s passenger errors next to the passenger they name and focuses it', async () => {
    const user = userEvent.setup();
    setup({
      schedule: () => ({
        status: 400,
        // api.md's 400: every broken rule as a field of the request, its message saying what to fix.
        body: {
          code: 40000,
          message: 'Robin Morgan will be 2 or older by 2026-12-01: book a seat for them.',
          fields: [
            {
              field: 'request.value.passengers.3.seat',
              message: 'Robin Morgan will be 2 or older by 2026-12-01: book a seat for them.',
            },
          ],
        },
      }),
    });
    await chooseFamily(user);
    await contactAndSave(user);
    const infant = screen.getByTestId('passenger-infant-1');
    expect(
      await within(infant).findByText('Robin Morgan will be 2 or older by 2026-12-01: book a seat for them.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(slot('Infant 1')).toHaveFocus());
    // Shown beside the passenger, not in an error modal; step 1 stays open to fix it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeInTheDocument();
  });

  it('places each passenger error of a failed quote poll on the passenger it names, not the first', async () => {
    const user = userEvent.setup();
    const tooOld = 'Robin Morgan will be 2 or older by 2026-12-01: book a seat for them.';
    const noPassport = 'Add a passport for Sam Morgan.';
    setup({
      failedPoll: {
        QuoteResponse: 'Failure',
        errors: [
          { Error: 'CartValidationError', code: 'MissingPassport', value: noPassport, passengerIndex: 1 },
          { Error: 'CartValidationError', code: 'LapInfantTooOld', value: tooOld, passengerIndex: 3 },
        ],
      },
    });
    await chooseFamily(user);
    await contactAndSave(user);
    const infant = screen.getByTestId('passenger-infant-1');
    expect(await within(infant).findByText(tooOld)).toBeInTheDocument();
    expect(within(screen.getByTestId('passenger-adult-2')).getByText(noPassport)).toBeInTheDocument();
    expect(within(screen.getByTestId('passenger-adult-1')).queryByText(tooOld)).not.toBeInTheDocument();
    expect(within(screen.getByTestId('passenger-adult-1')).queryByText(noPassport)).not.toBeInTheDocument();
    // The first passenger named takes the focus; no error modal.
    await waitFor(() => expect(slot('Adult 2')).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a fare that sold out since the review plainly, with the way back to the results', async () => {
    setup({ review: { kind: 'SoldOut', fareId: 'x' } });
    expect(await screen.findByRole('heading', { name: 'This fare just sold out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to results' })).toHaveAttribute(
      'href',
      expect.stringContaining('/flights/shop/departure/'),
    );
  });
});
