// Spec §6 "agent-specific modal titles exist": in a delegated session the book page's modals speak to the agent
// about the customer. Only where the spec leaves a title free: its own words (spec §8 payment method, rewards
// redemption, fraud and generic titles here; the price change and unavailability titles, made elsewhere) read the
// same to an agent.

export type TitledModal =
  'cardNotProcessable' | 'redemptionFailure' | 'fraud' | 'generic' | 'travelerRejected' | 'addCard';

type Titles = { traveler: string; agent: string };
const fixed = (title: string): Titles => ({ traveler: title, agent: title });

const TITLES: Record<TitledModal, Titles> = {
  cardNotProcessable: fixed('We were unable to process your payment method.'),
  redemptionFailure: fixed('Rewards Redemption Failure'),
  fraud: fixed('Uh oh! Something went wrong'),
  generic: fixed('Uh oh! Something went wrong'),
  // The spec names this failure (add main guest failed, 'Modify Travelers') but gives it no title of its own.
  travelerRejected: {
    traveler: 'Uh oh! Something went wrong',
    agent: 'We couldn’t add the primary traveler for your customer',
  },
  addCard: { traveler: 'Add a card', agent: 'Add your customer’s card' },
};

/** A book page modal's title for whoever reads it: the traveler, or an agent in a delegated session. */
export function bookModalTitle(modal: TitledModal, delegated: boolean): string {
  return TITLES[modal][delegated ? 'agent' : 'traveler'];
}
