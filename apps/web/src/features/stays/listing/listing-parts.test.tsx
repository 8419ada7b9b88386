import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FullScreenGallery } from './full-screen-gallery.tsx';
import { makeListing } from '../../../test/listing-fixtures.ts';
import { splitFees } from '../price-lines.ts';
import { ReadMore } from './read-more.tsx';
import { roomsShown } from './rooms-section.tsx';
import { sanitizeText } from '../../../lib/sanitize-text.ts';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

describe('splitFees', () => {
  it('takes the trailing lines that sum to the taxes total as taxes', () => {
    const fees = [
      { kind: 'CleaningFee' as const, amount: usd(100) },
      { kind: 'SalesTax' as const, amount: usd(30.5) },
      { kind: 'CityTax' as const, amount: usd(9.5) },
    ];
    expect(splitFees(fees, 40)).toEqual({ fees: fees.slice(0, 1), taxes: fees.slice(1) });
    expect(splitFees(fees, 0).taxes).toEqual([]);
    expect(splitFees(fees, 41).fees).toHaveLength(3);
  });
});

describe('sanitizeText', () => {
  it('drops scripts with their content and keeps text and line breaks', () => {
    expect(sanitizeText('<p>Hi <b>there</b></p><script>alert(1)</script>bye<br>now')).toBe(
      'Hi there\n\nbye\nnow',
    );
    expect(sanitizeText(null)).toBe('');
  });
});

describe('ReadMore', () => {
  it('truncates at the limit and expands on Read more', async () => {
    const text = 'word '.repeat(200).trim();
    render(<ReadMore text={text} limit={500} />);
    expect(screen.getByText(/\.\.\.$/).textContent?.length).toBeLessThanOrEqual(503);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('does not truncate when the remainder is under half the limit', () => {
    render(<ReadMore text={'a'.repeat(340)} limit={300} />);
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });
});

describe('rooms shown by screen size', () => {
  it('shows 4 on phones, 6 on desktop and 8 on wide screens', () => {
    expect([roomsShown(false, false), roomsShown(true, false), roomsShown(true, true)]).toEqual([4, 6, 8]);
  });
});

describe('FullScreenGallery', () => {
  const photos = makeListing().content.media;

  it('groups by category with the experiment on and 70% categorised', () => {
    render(<FullScreenGallery photos={photos} categorized onBroken={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'All photos (4)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kitchen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Additional Photos' })).toBeInTheDocument();
  });

  it('shows a plain list with the experiment off', () => {
    render(<FullScreenGallery photos={photos} categorized={false} onBroken={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('heading', { name: 'Kitchen' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });

  it('shows a plain list when under 70% of photos are categorised', () => {
    const few = photos.map((p, i) => (i < 2 ? p : { ...p, tags: { kind: null } }));
    render(<FullScreenGallery photos={few} categorized onBroken={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('heading', { name: 'Kitchen' })).not.toBeInTheDocument();
  });
});
