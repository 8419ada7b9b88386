import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OccupancyPicker, guestsSummary } from './occupancy-picker.tsx';
import type { GuestCounts } from '../stays-search.ts';

function Harness({
  initial,
  maxOccupancy,
  petFriendly,
}: {
  initial: GuestCounts;
  maxOccupancy?: number;
  petFriendly?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <OccupancyPicker
      value={value}
      onChange={setValue}
      maxOccupancy={maxOccupancy}
      petFriendly={petFriendly}
      mobile={false}
    />
  );
}

async function open() {
  await userEvent.setup().click(screen.getByRole('button', { name: /Guests:/ }));
  // The editor is its own lazily loaded module.
  await screen.findByRole('dialog');
}

describe('OccupancyPicker', () => {
  it('shows Edit Guests with adults, children and pets', async () => {
    render(<Harness initial={{ adults: 2, children: 0, pets: 0 }} />);
    await open();
    expect(screen.getByRole('heading', { name: 'Edit Guests' })).toBeInTheDocument();
    expect(screen.getByText('18 or above')).toBeInTheDocument();
    expect(screen.getByText('Under 18')).toBeInTheDocument();
    expect(screen.getByText('Pets')).toBeInTheDocument();
  });

  it('keeps at least one adult', async () => {
    render(<Harness initial={{ adults: 1, children: 0, pets: 0 }} />);
    await open();
    expect(screen.getByRole('button', { name: 'Remove one adult' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove one child' })).toBeDisabled();
  });

  it('caps travelers at 16 with children counted', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ adults: 14, children: 1, pets: 0 }} />);
    await open();
    await user.click(screen.getByRole('button', { name: 'Add one child' }));
    expect(screen.getByRole('button', { name: 'Add one adult' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one child' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add one pet' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Guests: 16 Travelers', hidden: true })).toBeInTheDocument();
  });

  it("uses a listing's max occupancy when given", async () => {
    render(<Harness initial={{ adults: 2, children: 2, pets: 0 }} maxOccupancy={4} />);
    await open();
    expect(screen.getByRole('button', { name: 'Add one adult' })).toBeDisabled();
  });

  it('hides pets for a listing without pets', async () => {
    render(<Harness initial={{ adults: 2, children: 0, pets: 0 }} maxOccupancy={6} petFriendly={false} />);
    await open();
    expect(screen.queryByRole('button', { name: 'Add one pet' })).not.toBeInTheDocument();
  });

  it('lets a pet from the search be removed at a listing without pets (the PetPolicyViolation fix)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ adults: 2, children: 0, pets: 1 }} maxOccupancy={6} petFriendly={false} />);
    await open();
    expect(screen.getByRole('button', { name: 'Add one pet' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove one pet' }));
    expect(screen.getByRole('button', { name: 'Guests: 2 Travelers', hidden: true })).toBeInTheDocument();
  });

  it('summarises travelers and pets', () => {
    expect(guestsSummary({ adults: 1, children: 0, pets: 0 })).toBe('1 Traveler');
    expect(guestsSummary({ adults: 2, children: 1, pets: 2 })).toBe('3 Travelers, 2 Pets');
  });
});
