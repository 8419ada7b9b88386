import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reply } from '../../../test/fetch-mock.ts';
import { makeQuote } from '../trip-fixtures.ts';
import { lineSegment, type AnyTrip } from '../trip-line.ts';
import { renderTrips } from '../trips-test-harness.tsx';

// The cancel modal's test setup, shared by every product line: each line's trip details page against a stubbed
// itinerary and its own `<line>/cancel/quote` and `<line>/cancel/confirm` endpoints.

export type CancelReplies = { quote?: () => Reply; confirm?: () => Reply };

/** Renders the trip's details page (homes or hotels, by its tripKind) with the cancel endpoints stubbed. */
export function renderCancel(trip: AnyTrip, replies: CancelReplies) {
  const line = lineSegment(trip);
  const id = trip.id.value;
  return renderTrips(`/trips/${line}/${id}`, (url) => {
    if (url.endsWith(`/itinerary/${line}/${id}`)) return { body: { trip } };
    if (url.endsWith(`/${line}/cancel/quote`)) return replies.quote?.() ?? { body: makeQuote() };
    if (url.endsWith(`/${line}/cancel/confirm`)) return replies.confirm?.();
    return undefined;
  });
}

/** Opens the cancel modal from the details page and answers its dialog. */
export async function openCancelModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
  return screen.findByRole('dialog');
}
