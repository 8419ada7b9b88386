import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { WalletDetails, WalletOfferEntry, WalletTransaction } from '@portal/contracts/wallet';
import { mockFetch, type Reply } from '../../test/fetch-mock.ts';
import { ExperimentsProvider } from '../../lib/experiments.tsx';
import { walletRoutes } from './routes.tsx';
import { WALLET_TITLE, WalletPage } from './wallet-page.tsx';

const usd = (amount: number) => ({ amount, currency: 'USD' });

const offer = (o: Partial<WalletOfferEntry> & Pick<WalletOfferEntry, 'id' | 'title'>): WalletOfferEntry => ({
  description: 'Save on a stay.',
  shopPageBanner: null,
  funnels: ['homes'],
  amount: usd(50),
  percentage: null,
  maxAmount: null,
  minSpend: usd(0),
  saleEventStartOn: null,
  expiresAt: '2099-05-01T23:59:59.000Z',
  trackingPropertiesV2: {},
  status: 'Available',
  ...o,
});

const tx = (
  id: string,
  transactionType: WalletTransaction['transactionType'],
  amount: number,
  description: string,
) => ({
  id,
  transactionType,
  description,
  amount: usd(amount),
  reference: null,
  createdAt: '2026-02-10T15:00:00.000Z',
});

const DETAILS: WalletDetails = {
  offers: [],
  creditBreakdown: [
    { creditType: 'Redeemed', amount: usd(-120) },
    { creditType: 'StatementCreditCreated', amount: usd(300) },
    { creditType: 'ReferralCredit', amount: usd(25.5) },
  ],
  credit: { amount: usd(205.5) },
};

type Answers = Partial<Record<'offers' | 'details' | 'history', Reply | (() => Reply)>>;

function renderPage(answers: Answers = {}, experiments: { id: string; variant: string }[] = []) {
  const replies: Required<Answers> = {
    offers: {
      body: {
        offers: [
          offer({
            id: 'o1',
            title: '$50 off vacation rentals',
            shopPageBanner: 'You have a $50 offer for vacation rentals',
            minSpend: usd(250),
            saleEventStartOn: '2026-01-05T15:00:00.000Z',
          }),
          offer({
            id: 'o2',
            title: '10% off your next stay',
            amount: null,
            percentage: 10,
            funnels: ['homes', 'hotels'],
          }),
          offer({
            id: 'o3',
            title: '$25 hotel offer',
            status: 'Expired',
            expiresAt: '2026-01-20T15:00:00.000Z',
          }),
          offer({ id: 'o4', title: '$30 used offer', status: 'Used' }),
        ],
      },
    },
    details: { body: DETAILS },
    history: {
      body: {
        credits: [
          tx('t1', 'Redeemed', -120, 'Applied to Asheville vacation rental'),
          tx('t2', 'ReferralCredit', 25.5, 'Referral bonus'),
          tx('t3', 'StatementCreditCreated', 300, 'Annual $300 travel credit'),
        ],
      },
    },
    ...answers,
  };
  const fetch = mockFetch((url) => {
    if (url.includes('/experiments/')) return { body: { experiments, trackingProperties: {} } };
    const path = url.replace(/^.*\/api\/v0\/wallet\//, '') as keyof Answers;
    const reply = replies[path];
    return typeof reply === 'function' ? reply() : reply;
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ExperimentsProvider enabled={experiments.length > 0}>
        <MemoryRouter>
          <WalletPage />
        </MemoryRouter>
      </ExperimentsProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('WalletPage', () => {
  it('hides the offers for a business traveler in the corporate hide-offers experiment (spec §9)', async () => {
    renderPage({}, [{ id: 'corporate-hide-travel-wallet-offers', variant: 'available' }]);
    expect(await screen.findByText(/Your travel credits, and everything/)).toBeInTheDocument();
    expect(await screen.findByText('Referral bonus')).toBeInTheDocument();
    expect(screen.queryByText('$50 off vacation rentals')).not.toBeInTheDocument();
  });

  it('names the page and routes /wallet', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: WALLET_TITLE })).toBeInTheDocument();
    expect(document.title).toBe('Travel wallet | Card Travel');
    expect(walletRoutes.map((r) => r.path)).toEqual(['/wallet']);
  });

  it('shows live offers with banner, funnels, sale start and expiry, then used and expired ones', async () => {
    renderPage();
    const fixed = await screen.findByRole('article', { name: '$50 off vacation rentals' });
    expect(fixed).toHaveTextContent('$50 off');
    expect(fixed).toHaveTextContent('You have a $50 offer for vacation rentals');
    expect(fixed).toHaveTextContent('Applies toVacation rentals');
    expect(fixed).toHaveTextContent('Minimum spend$250.00');
    expect(fixed).toHaveTextContent('Sale startedJan 5, 2026');
    expect(fixed).toHaveTextContent(/Expires(Apr 30|May 1), 2099/);
    expect(within(fixed).getByText('Available')).toBeInTheDocument();

    const percent = screen.getByRole('article', { name: '10% off your next stay' });
    expect(percent).toHaveTextContent('10% off');
    expect(percent).toHaveTextContent('Vacation rentals, Hotels');

    const past = screen.getByRole('heading', { name: 'Used and expired offers' }).parentElement!;
    const expired = within(past).getByRole('article', { name: '$25 hotel offer' });
    expect(expired).toHaveTextContent('ExpiredJan 20, 2026');
    expect(within(past).getByRole('article', { name: '$30 used offer' })).toHaveTextContent(
      'Applied to a booking',
    );
  });

  it('shows the credit total and its breakdown with 2 decimals', async () => {
    renderPage();
    const credits = (await screen.findByText('Available travel credits')).closest('section')!;
    expect(within(credits).getAllByText('$205.50')).toHaveLength(2);
    const rows = within(credits)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Redeemed \u2212$120.00',
      'Statement credit created +$300.00',
      'Referral credit +$25.50',
      'Total $205.50',
    ]);
  });

  it('lists the credit history with readable types, dates and signed amounts', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Credit transactions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(
        /^.Redeemed.*Applied to Asheville vacation rental.*Feb 10, 2026.*\u2212\$120\.00$/,
      ),
      expect.stringMatching(/^\+Referral credit.*Referral bonus.*\+\$25\.50$/),
      expect.stringMatching(/^\+Statement credit created.*Annual \$300 travel credit.*\+\$300\.00$/),
    ]);
  });

  it('says so when the user has no offers, credits or history', async () => {
    renderPage({
      offers: { body: { offers: [] } },
      details: { body: { offers: [], creditBreakdown: [], credit: { amount: usd(0) } } },
      history: { body: { credits: [] } },
    });
    expect(await screen.findByText('No offers right now')).toBeInTheDocument();
    expect(await screen.findByText('No credit activity yet')).toBeInTheDocument();
    expect(await screen.findByText(/You have no travel credits yet/)).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Used and expired offers' })).not.toBeInTheDocument();
  });

  it('shows an error per section and retries', async () => {
    let historyCalls = 0;
    renderPage({
      history: () => {
        historyCalls += 1;
        return historyCalls === 1
          ? { status: 500, body: { code: 50000, message: 'x' } }
          : { body: { credits: [tx('t1', 'Refund', 40, 'Refund of cancelled booking credit')] } };
      },
    });
    expect(await screen.findByText("We couldn't load your credit history")).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: '$50 off vacation rentals' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Refund of cancelled booking credit')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your credit history")).not.toBeInTheDocument();
    expect(historyCalls).toBe(2);
  });
});
