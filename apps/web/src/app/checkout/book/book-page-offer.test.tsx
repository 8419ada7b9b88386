import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { WalletOffer } from '@portal/contracts/wallet';
import { quote } from './book-fixtures.ts';
import { saveContact, setup } from './book-test-harness.tsx';

// The wallet offer "10% off your next stay ... up to $100" pays at most $100 at checkout, whatever the total.

const tenPercentUpTo100: WalletOffer = {
  id: 'offer-10',
  title: '10% off your next stay',
  description: 'Take 10% off one hotel or vacation rental booking, up to $100.',
  shopPageBanner: null,
  funnels: ['homes', 'hotels'],
  amount: null,
  percentage: 10,
  maxAmount: { amount: 100, currency: 'USD' },
  minSpend: { amount: 0, currency: 'USD' },
  saleEventStartOn: null,
  expiresAt: '2999-01-01T00:00:00Z',
  trackingPropertiesV2: {},
};

describe('a capped travel offer at checkout', () => {
  it.each([
    ['over the cap: $5,334.05 saves $100.00, not $533.41', 5334.05, '$100.00'],
    ['under the cap: $620 saves $62.00', 620, '$62.00'],
  ])('%s', async (_name, total, saved) => {
    setup({ quoteAnswer: quote(total), offers: [tenPercentUpTo100] });
    // A quote far above the listing's shown price also opens the price-change notice: do not wait behind it.
    await saveContact(undefined, false);
    expect(await screen.findByText(`Save ${saved} on this stay`, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Save $533.41 on this stay')).not.toBeInTheDocument();
  });
});
