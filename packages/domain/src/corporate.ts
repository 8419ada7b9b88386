// Business-travel rules of spec §6 and §7 that do not depend on a product line.

/** The first-use modals a business traveler sees once (users/modalEligibility, users/seenModal). */
export const FIRST_USE_MODALS = ['corporateWelcome', 'travelPolicyIntro', 'bookForOthers'] as const;
export type FirstUseModal = (typeof FIRST_USE_MODALS)[number];

/** A modal is shown once to a business traveler: eligible while their membership has not seen it. */
export function isModalEligible(
  membership: { hasSeenModalMap: Record<string, boolean> } | null,
  modal: FirstUseModal,
): boolean {
  return membership !== null && membership.hasSeenModalMap[modal] !== true;
}

export type FintechEligibility =
  | { isEligible: true; reason: 'Eligible' }
  | { isEligible: false; reason: 'NotCorporate' | 'NotAdmin' | 'BusinessNotLive' | 'AlreadySubscribed' };

/**
 * cotbFintech/isOptinEligible: the business's expense-card subscription is offered to an admin (canViewAdmin) of a
 * live business that has not subscribed yet; the first reason that applies is the answer.
 */
export function fintechEligibility(
  input: {
    canViewAdmin: boolean;
    businessIsLive: boolean;
    optedInAt: Date | null;
  } | null,
): FintechEligibility {
  if (input === null) return { isEligible: false, reason: 'NotCorporate' };
  if (!input.canViewAdmin) return { isEligible: false, reason: 'NotAdmin' };
  if (!input.businessIsLive) return { isEligible: false, reason: 'BusinessNotLive' };
  if (input.optedInAt !== null) return { isEligible: false, reason: 'AlreadySubscribed' };
  return { isEligible: true, reason: 'Eligible' };
}

/** Spec §6 business onboarding booking-for modes, as the onboarding page offers them. */
export const BOOKING_FOR_MODES = [
  'BookForMyselfAndOthers',
  'EmployeesBookForThemselves',
  'SomeoneElseBooksForEveryone',
  'BookForMyself',
] as const;
export type BookingForMode = (typeof BOOKING_FOR_MODES)[number];

export const BOOKING_FOR_MODE_LABELS: Record<BookingForMode, string> = {
  BookForMyselfAndOthers: 'Book for myself and others',
  EmployeesBookForThemselves: 'Employees book for themselves',
  SomeoneElseBooksForEveryone: 'Someone else books for everyone',
  BookForMyself: 'Book for myself',
};

/**
 * Whether a company user books for the company's people or only for themselves (and their own saved travelers).
 * Only someone with canViewUsers (an arranger) ever books for colleagues, and only in a mode where booking for
 * others is the business's practice.
 */
export function bookingForScope(canViewUsers: boolean, mode: BookingForMode): 'company' | 'self' {
  if (!canViewUsers) return 'self';
  return mode === 'BookForMyselfAndOthers' || mode === 'SomeoneElseBooksForEveryone' ? 'company' : 'self';
}

export function isBookingForMode(value: string): value is BookingForMode {
  return (BOOKING_FOR_MODES as readonly string[]).includes(value);
}
