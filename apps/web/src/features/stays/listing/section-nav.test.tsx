import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingSection } from './listing-section.tsx';
import { HIGHLIGHT_MS, SectionNav } from './section-nav.tsx';

const items = [
  { id: 'overview', label: 'Overview' },
  { id: 'location', label: 'Location' },
  { id: 'house-rules', label: 'House rules' },
];

function Page() {
  return (
    <>
      <SectionNav items={items} />
      {items.map((item) => (
        <ListingSection key={item.id} id={item.id} title={item.label}>
          <p>{item.label} text</p>
        </ListingSection>
      ))}
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SectionNav', () => {
  it('the Location tab scrolls to its section, makes it current, focuses it and highlights it for a moment', () => {
    render(<Page />);
    const tab = screen.getByRole('link', { name: 'Location' });
    const section = screen.getByRole('region', { name: 'Location' });
    expect(tab).not.toHaveAttribute('aria-current');
    fireEvent.click(tab);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(tab).toHaveAttribute('aria-current', 'location');
    expect(section).toHaveAttribute('data-highlighted', 'true');
    expect(section).toHaveFocus();
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 1));
    expect(section).toHaveAttribute('data-highlighted', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(section).not.toHaveAttribute('data-highlighted');
  });

  it('the chosen tab stays current until the user scrolls on their own', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('link', { name: 'House rules' }));
    expect(screen.getByRole('link', { name: 'House rules' })).toHaveAttribute('aria-current', 'location');
    fireEvent.wheel(window);
    expect(screen.getByRole('link', { name: 'House rules' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'location');
  });
});
