// Spec §6 "agent-specific modal titles": the book page's failure modal in an agent's delegated session and in the
// traveler's own, reading the session as the page does.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CheckoutError } from '@portal/contracts/purchase';
import { sessionInfoQueryKey } from '../../../lib/session-info.ts';
import { BookingErrorModal, type ErrorActions } from './book-modals.tsx';

const TRAVELER_REFUSED: CheckoutError = { Error: 'ErrorCode', code: 'AddMainGuestFailed', value: 'x' };
const CARD_REFUSED: CheckoutError = { Error: 'ErrorCode', code: 'UserCardNotFound', value: 'x' };

function renderModal(errors: CheckoutError[], delegated: boolean) {
  const client = new QueryClient();
  client.setQueryData(sessionInfoQueryKey, { isDelegatedSession: delegated } as never);
  const actions = Object.fromEntries(
    [
      'searchAgain',
      'chooseAnotherProperty',
      'tryAgain',
      'acknowledge',
      'modifyTravelers',
      'chooseNewDates',
      'payByCard',
    ].map((name) => [name, vi.fn()]),
  ) as unknown as ErrorActions;
  render(
    <QueryClientProvider client={client}>
      <BookingErrorModal
        errors={errors}
        texts={{ chooseAnother: 'Choose Another Property', noAvailabilityNote: 'Nothing was charged.' }}
        isOpen
        actions={actions}
      />
    </QueryClientProvider>,
  );
}

describe('BookingErrorModal titles by session', () => {
  it('tells an agent the primary traveler was refused for the customer', async () => {
    renderModal([TRAVELER_REFUSED], true);
    expect(
      await screen.findByRole('alertdialog', {
        name: 'We couldn’t add the primary traveler for your customer',
      }),
    ).toHaveTextContent('We could not add the primary traveler to this booking.');
    expect(screen.getByRole('button', { name: 'Modify Travelers' })).toBeInTheDocument();
  });

  it('gives the traveler in their own session the usual title', async () => {
    renderModal([TRAVELER_REFUSED], false);
    expect(
      await screen.findByRole('alertdialog', { name: 'Uh oh! Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/your customer/)).toBeNull();
  });

  it('keeps the spec’s own title in an agent session', async () => {
    renderModal([CARD_REFUSED], true);
    expect(
      await screen.findByRole('alertdialog', { name: 'We were unable to process your payment method.' }),
    ).toBeInTheDocument();
  });
});
