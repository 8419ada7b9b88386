import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { availableRate, makeListing } from '../../../test/listing-fixtures.ts';
import { MobileCtaBar } from './mobile-cta-bar.tsx';

describe('MobileCtaBar', () => {
  it('the phone total opens the breakdown itself, not another collapsed Price details', async () => {
    render(
      <MemoryRouter>
        <MobileCtaBar
          availability={availableRate()}
          nights={2}
          rules={makeListing().stayRules}
          continueHref="/vacation-rentals/book/"
          onChangeDates={() => {}}
          onChangeTravelers={() => {}}
        />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '$620 total' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price details' });
    expect(within(dialog).queryByRole('button', { name: 'Price details' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Rent, 2 nights')).toBeVisible();
    expect(within(dialog).getByText('Cleaning fee')).toBeVisible();
    expect(within(dialog).getByText('$620.00')).toBeVisible();
  });
});
