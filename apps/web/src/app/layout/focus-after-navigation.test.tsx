import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { FocusAfterNavigation } from './focus-after-navigation.tsx';

function Shell() {
  return (
    <>
      <FocusAfterNavigation />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function Confirmation() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1}>
      Booked
    </h1>
  );
}

/**
 * The old page stays on screen after the navigation (as while a lazy page's module loads), its focused link removed
 * only 600 ms later.
 */
function Held() {
  const { pathname } = useLocation();
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (pathname !== '/held/next') return;
    const timer = setTimeout(() => setGone(true), 600);
    return () => clearTimeout(timer);
  }, [pathname]);
  return gone ? <p>Fare rules</p> : <Link to="/held/next">Review later</Link>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <Link to="/review">Review itinerary</Link> },
          { path: '/review', element: <p>Trip total</p> },
          { path: '/book', element: <Link to="/confirm">Confirm</Link> },
          { path: '/confirm', element: <Confirmation /> },
          { path: '/held/*', element: <Held /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('focus after a navigation', () => {
  it('a page loaded afresh leaves focus at the top of the document', () => {
    renderAt('/');
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the main content when the link that navigated is gone', async () => {
    renderAt('/');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Review itinerary' }));
    await user.keyboard('{Enter}');
    await screen.findByText('Trip total');
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  });

  it('leaves alone a page that focuses something of its own', async () => {
    renderAt('/book');
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Booked' });
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Booked' }));
  });

  it('puts focus back when the focused element goes well after the navigation', async () => {
    renderAt('/held');
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    // The link that navigated keeps focus after the navigation, then goes: focus moves to the main content.
    await screen.findByText('Fare rules', undefined, { timeout: 2000 });
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main-content')));
  });
});
