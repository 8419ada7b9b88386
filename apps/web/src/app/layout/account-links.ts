/** The account pages, in the order the account menu and the mobile menu list them. */
export const ACCOUNT_LINKS = [
  { id: 'trips', label: 'My trips', href: '/trips' },
  { id: 'wallet', label: 'Travel wallet', href: '/wallet' },
  { id: 'travelers', label: 'Travelers', href: '/travelers' },
  { id: 'cards', label: 'Saved cards', href: '/cards' },
  { id: 'outbox', label: 'Emails', href: '/outbox' },
  { id: 'faq', label: 'Help & FAQ', href: '/faq/' },
] as const;
