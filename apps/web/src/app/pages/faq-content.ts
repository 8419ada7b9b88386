export interface FaqSection {
  id: string;
  title: string;
  items: { q: string; a: string[] }[];
}

/** Answers follow spec §5, §6 and §9; amounts and windows are the spec's. */
export const FAQ_SECTIONS: FaqSection[] = [
  {
    id: 'rewards',
    title: 'Rewards',
    items: [
      {
        q: 'How many rewards do I earn on a vacation rental?',
        a: [
          'Bookings earn your card’s vacation-rental rate, shown as “Earn {N}X on vacation rentals” for miles cards and as a percentage for cash-back cards. The amount you will earn appears on the booking page before you confirm.',
        ],
      },
      {
        q: 'Can I pay with rewards?',
        a: [
          'Yes. At checkout you can pay with your card, with rewards from one rewards account, or split the total between rewards and your card. Rewards can come from one account per booking.',
          'An account whose balance is below its minimum redemption amount cannot be used; pay with your card instead.',
        ],
      },
      {
        q: 'Why can’t I redeem rewards on my account?',
        a: [
          'Only the primary cardholder can redeem rewards. Authorized users and account managers can book with an eligible card, but cannot redeem the account’s rewards.',
        ],
      },
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellations and refunds',
    items: [
      {
        q: 'How do I know if my stay can be cancelled for free?',
        a: [
          'Every listing shows its cancellation policy before you book: fully refundable, partially refundable or non-refundable. Fully refundable stays carry a “Free cancellation” badge.',
        ],
      },
      {
        q: 'How do I cancel a booking?',
        a: [
          'Open My trips, choose the booking and select Cancel. You will see the refund before you confirm. Cancellations cannot be reversed.',
        ],
      },
      {
        q: 'When will I get my refund?',
        a: [
          'Refunds post to your card within one to two billing cycles. Rewards used for a booking are returned to the same rewards account. If a charge looks wrong, you can dispute it within 60 days.',
        ],
      },
    ],
  },
  {
    id: 'price-match',
    title: 'Price match',
    items: [
      {
        q: 'What is price match?',
        a: [
          'If you find a lower price for the same booking within 24 hours of booking, we refund 100 percent of the difference. The refund posts within one to two billing cycles.',
        ],
      },
      {
        q: 'Which prices qualify?',
        a: [
          'The lower price must be in US dollars, publicly available, an exact match of your booking, and verifiable by one of our agents.',
        ],
      },
      {
        q: 'Is price match available on vacation rentals?',
        a: [
          'No. Price match is not available on vacation rentals, packages, or pay-at-hotel bookings of Premier or Lifestyle collection hotels.',
        ],
      },
    ],
  },
  {
    id: 'travel-credits',
    title: 'Travel credits',
    items: [
      {
        q: 'Which cards get a travel credit?',
        a: [
          'The top card tier receives an annual $300 travel credit. The base tier receives a one-time $250 credit that expires one year after the account was opened.',
        ],
      },
      {
        q: 'How do I use my travel credit?',
        a: [
          'Available credits appear at checkout and apply to the booking total. Credits are non-transferable and end if the eligible card is closed.',
        ],
      },
    ],
  },
];
