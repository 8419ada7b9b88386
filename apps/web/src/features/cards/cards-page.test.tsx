import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { PaymentMethod, VerifyCardAnswer } from '@portal/contracts/payments';
import { setSession } from '../../lib/session-store.ts';
import { bodyOf, mockFetch, type Reply } from '../../test/fetch-mock.ts';
import { CARDS_TITLE, CardsPage } from './cards-page.tsx';
import { cardsRoutes } from './routes.tsx';

const card = (patch: Partial<PaymentMethod>): PaymentMethod => ({
  id: '22222222-2222-4222-8222-222222222222',
  last4: '1234',
  cardType: 'visa',
  expirationMonth: 1,
  expirationYear: 2030,
  cardholderName: 'Avery Morgan',
  billingCountry: 'US',
  accountReferenceId: 'acct-1',
  createdAt: '2026-01-01T00:00:00Z',
  ...patch,
});

const VENTURE = card({});
const SAVOR = card({
  id: '33333333-3333-4333-8333-333333333333',
  last4: '7788',
  cardType: 'master',
  expirationMonth: 11,
  expirationYear: 2031,
  accountReferenceId: 'acct-2',
});
const ADDED = card({
  id: '44444444-4444-4444-8444-444444444444',
  last4: '1111',
  accountReferenceId: 'acct-1',
});

const ACCOUNTS = [
  {
    accountReferenceId: 'acct-1',
    productDisplayName: 'Venture X',
    rewardsBalance: { value: 1, currency: 'Miles' },
  },
  {
    accountReferenceId: 'acct-2',
    productDisplayName: 'Savor',
    rewardsBalance: { value: 1, currency: 'Cash' },
  },
];

function renderPage({
  cards = [VENTURE, SAVOR],
  verify,
  list,
}: { cards?: PaymentMethod[]; verify?: VerifyCardAnswer; list?: Reply } = {}) {
  let saved = [...cards];
  const fetch = mockFetch((url, init) => {
    const path = url.replace(/^.*\/api\/v0\//, '');
    switch (path) {
      case 'payment-methods/list':
        return list ?? { body: { value: saved } };
      case 'rewards/accounts':
        return { body: ACCOUNTS };
      case 'payment-methods/verify': {
        const answer = verify ?? { PaymentVerifyResult: 'Success', payment: ADDED };
        if (answer.payment) saved = [...saved, answer.payment];
        return { body: answer };
      }
      case 'payment-methods/delete': {
        const { paymentId } = bodyOf(init);
        saved = saved.filter((c) => c.id !== paymentId);
        return { body: {} };
      }
      default:
        return undefined;
    }
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <CardsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const calls = (suffix: string) =>
    fetch.mock.calls.filter(([u]) => String(u).endsWith(suffix)).map(([, i]) => bodyOf(i));
  return { fetch, calls };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
  await user.type(within(dialog).getByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText('Name on card'), 'Avery Morgan');
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '04/31');
  await user.type(within(dialog).getByLabelText('CVV'), '123');
  await user.type(within(dialog).getByLabelText('Billing zip code'), '10001');
  await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
}

beforeEach(() => setSession({ token: 't', csrfToken: 'c', sessionExpiration: '2999-01-01T00:00:00Z' }));
afterEach(() => vi.unstubAllGlobals());

describe('CardsPage', () => {
  it('names the page and routes /cards', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: CARDS_TITLE })).toBeInTheDocument();
    expect(document.title).toBe('Saved cards | Card Travel');
    expect(cardsRoutes.map((r) => r.path)).toEqual(['/cards']);
  });

  it('lists each card with brand, last four, expiry and linked rewards account', async () => {
    renderPage();
    const visa = await screen.findByRole('article', { name: 'Visa ending in 1234' });
    expect(visa).toHaveTextContent('Expires01/2030');
    await waitFor(() => expect(visa).toHaveTextContent('Rewards accountVenture X'));
    const master = screen.getByRole('article', { name: 'Mastercard ending in 7788' });
    expect(master).toHaveTextContent('Expires11/2031');
    expect(master).toHaveTextContent('Rewards accountSavor');
  });

  it('adds a verified card and shows it in the list', async () => {
    const { calls } = renderPage();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Visa ending in 1234' });
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    await fillCard(user, '4111 1111 1111 1111');
    expect(await screen.findByRole('article', { name: 'Visa ending in 1111' })).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 1111 was added to your saved cards.')).toBeInTheDocument();
    expect(calls('/payment-methods/verify')).toEqual([
      {
        number: '4111111111111111',
        cvv: '123',
        expirationMonth: 4,
        expirationYear: 2031,
        cardholderName: 'Avery Morgan',
        billingZip: '10001',
        country: 'US',
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Add a card' })).not.toBeInTheDocument();
  });

  it('shows the spec verification error for a declined card in the form, not in a second modal', async () => {
    renderPage({
      verify: { PaymentVerifyResult: 'CardDeclined', errors: [{ message: 'Your card was declined.' }] },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    await fillCard(user, '4000000000000002');
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error Adding Payment Method');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Edit Payment Information' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000000000000002');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
  });

  it('shows the spec add-card error for a card the issuer does not know, with Try Again', async () => {
    const { calls } = renderPage({ verify: { PaymentVerifyResult: 'InvalidCard' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    await fillCard(user, '4242424242424242');
    const alert = await within(screen.getByRole('dialog', { name: 'Add a card' })).findByRole('alert');
    expect(alert).toHaveTextContent("It looks like you're trying to add an invalid credit card.");
    expect(alert).toHaveTextContent('Ensure you are using an eligible Capital One credit card.');
    expect(within(alert).getByRole('button', { name: 'Edit Payment Method' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls('/payment-methods/verify')).toHaveLength(2));
  });

  it('checks the number, the security code and the zip as they are typed, before asking the issuer', async () => {
    const { calls } = renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    const number = within(dialog).getByLabelText('Card number');
    await user.type(number, '3782');
    expect(number).toHaveAccessibleDescription('American Express');
    await user.clear(number);
    await user.type(number, '4111 1111 1111 1112');
    await user.tab();
    expect(number).toHaveAccessibleDescription('Enter a valid card number. Visa');
    const cvv = within(dialog).getByLabelText('CVV');
    await user.type(cvv, '1234');
    expect(cvv).toHaveAccessibleDescription('Enter the 3-digit security code on your card. 3 digits');
    const zip = within(dialog).getByLabelText('Billing zip code');
    await user.type(zip, '1000A');
    expect(zip).toHaveAccessibleDescription('Enter a 5-digit zip code.');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(calls('/payment-methods/verify')).toHaveLength(0);
    expect(within(dialog).getByLabelText('Name on card')).toHaveAccessibleDescription(
      'Enter the name on the card.',
    );
  });

  it('deletes a card only after confirmation', async () => {
    const { calls } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Mastercard ending in 7788' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    expect(confirm).toHaveTextContent('Mastercard ending in 7788 will be removed');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('/payment-methods/delete')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Mastercard ending in 7788' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete card' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Mastercard ending in 7788' })).not.toBeInTheDocument(),
    );
    expect(calls('/payment-methods/delete')).toEqual([{ paymentId: SAVOR.id }]);
    expect(screen.getByText('Mastercard ending in 7788 was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Visa ending in 1234' })).toBeInTheDocument();
  });

  it('says a card without a rewards account is not linked', async () => {
    renderPage({ cards: [card({ accountReferenceId: null })] });
    const visa = await screen.findByRole('article', { name: 'Visa ending in 1234' });
    expect(visa).toHaveTextContent('Rewards accountNot linked');
  });

  it('says so when there are no saved cards', async () => {
    renderPage({ cards: [] });
    expect(await screen.findByText('No saved cards')).toBeInTheDocument();
  });

  it('shows an error when the cards cannot load', async () => {
    renderPage({ list: { status: 500, body: { code: 50000, message: 'x' } } });
    expect(await screen.findByText("We couldn't load your saved cards")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
