import { describe, expect, it } from 'vitest';
import { bookModalTitle, type TitledModal } from './modal-titles.ts';

describe('bookModalTitle', () => {
  it.each<[TitledModal, string, string]>([
    // Spec §8 fixes these: an agent reads them as given.
    [
      'cardNotProcessable',
      'We were unable to process your payment method.',
      'We were unable to process your payment method.',
    ],
    ['redemptionFailure', 'Rewards Redemption Failure', 'Rewards Redemption Failure'],
    ['fraud', 'Uh oh! Something went wrong', 'Uh oh! Something went wrong'],
    ['generic', 'Uh oh! Something went wrong', 'Uh oh! Something went wrong'],
    // Left free by the spec: the agent reads about the customer.
    [
      'travelerRejected',
      'Uh oh! Something went wrong',
      'We couldn’t add the primary traveler for your customer',
    ],
    ['addCard', 'Add a card', 'Add your customer’s card'],
  ])('%s: "%s" for a traveler, "%s" for an agent', (modal, traveler, agent) => {
    expect(bookModalTitle(modal, false)).toBe(traveler);
    expect(bookModalTitle(modal, true)).toBe(agent);
  });
});
