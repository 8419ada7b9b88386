import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { fiat, price, roomProduct, shopAnswer } from '../../../test/hotel-fixtures.ts';
import { useHotelsCheckoutItem } from './use-hotels-checkout-item.tsx';

// Spec §4: the book page of a refundable variant (refundable=1) quotes that variant, at the total its card showed.

const base = roomProduct('rate-flex', { tripTotal: price(700), isDefault: true });
const variant = roomProduct('rate-flex', {
  tripTotal: price(742),
  payNow: fiat(742),
  isDefault: false,
  premiumPrices: price(42),
  premiumPricesPerNight: price(11),
  coveragePercentage: 80,
});
const SEARCH =
  '?lodgingId=htl_chi_0003&roomId=room-king&rateId=rate-flex&fromDate=2030-01-15&untilDate=2030-01-19' +
  '&adultsCount=2&childrenCount=0&roomsCount=1';

function renderItem(search: string) {
  const answer = shopAnswer();
  answer.rooms[0] = { ...answer.rooms[0]!, rates: [base, variant] };
  mockFetch((url) => (url.includes('hotels/shop') ? { body: answer } : undefined));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/hotels/book/${search}`]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useHotelsCheckoutItem(), { wrapper });
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-10T12:00:00') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useHotelsCheckoutItem with a refundable variant', () => {
  it('refundable=1 quotes the variant with refundable: true at its total', async () => {
    const { result } = renderItem(`${SEARCH}&refundable=1`);
    await waitFor(() => expect(result.current.quoteRequest).not.toBeNull());
    const request = result.current.quoteRequest!;
    expect(request.type).toBe('Hotels');
    expect(request.value).toMatchObject({ rateId: 'rate-flex', refundable: true, seenPrice: { value: 742 } });
    expect(result.current.shownTotalMinor).toBe(742_00);
  });

  it('without it, the base rate at its own total and no refundable field', async () => {
    const { result } = renderItem(SEARCH);
    await waitFor(() => expect(result.current.quoteRequest).not.toBeNull());
    const request = result.current.quoteRequest!;
    expect(request.value).toMatchObject({ rateId: 'rate-flex', seenPrice: { value: 700 } });
    expect(request.value).not.toHaveProperty('refundable');
  });
});
