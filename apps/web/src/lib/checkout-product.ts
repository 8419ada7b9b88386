import type { ReactNode } from 'react';
import type {
  CheckoutError,
  PaymentBreakdown,
  QuotePollAnswer,
  QuoteScheduleRequest,
} from '@portal/contracts/purchase';
import type { RewardsAccount } from '@portal/contracts/rewards';
import type { Person } from '@portal/contracts/travelers';
import type { TripsKey } from '@portal/domain/enums';
import type { RewardsCurrency } from '@portal/domain/money';

/*
 * The seam between the checkout shell (features/checkout: traveler and contact, rewards and payment, wallet, price
 * summary, terms, loading popups, spec §8 error modals, the mobile steps, the confirmation page) and a product line
 * (features/stays for homes, later hotels, flights, …). A line implements these types in its own feature; app/
 * hands the implementation to the shell's pages in its routes (docs/architecture.md "The web checkout shell").
 */

/** What purchase/quote/schedule asks for: `{type, value}`, one member per product line (api.md "Checkout"). */
export type QuoteRequest = QuoteScheduleRequest['request'];

/** The priced product of a successful quote poll, whichever line it is. */
export type PriceQuote = NonNullable<QuotePollAnswer['quote']>['value'];

/** The earn rate of a rewards account that applies to the line (spec §6: default account, earn text). */
export type EarnMultiplier = keyof RewardsAccount['earn'];

/**
 * What a quote lets the booking be paid with (a hotel quote's `paymentOptions`): a false choice is not offered,
 * and `cardRequired` asks for a card even when nothing is charged to it.
 */
export type CheckoutPaymentOptions = {
  cardRequired: boolean;
  rewards: boolean;
  travelWalletOffer: boolean;
  travelWalletCredit: boolean;
};

/** One line of the price summary; a credit (a discount) shows as money taken off. */
export type PriceLine = { label: string; minor: number; credit?: boolean };

/** The terms section's facts: the cancellation policy, the payment schedule and the important information. */
export type CheckoutTerms = {
  cancellationPolicy: string | null;
  paymentPolicy: string;
  importantInformation: string | null | undefined;
};

/** The words of the book page that name the product; the shell's own words are the same for every line. */
export type CheckoutTexts = {
  /** The document title of the book page. */
  documentTitle: string;
  /** The heading of the summary card (and of the confirmation's summary). */
  summaryTitle: string;
  /** The loading popup while the booking runs (spec §8). */
  booking: string;
  /** What a travel-wallet offer does for this product, given the amount it takes off. */
  offerSaving: (amount: string) => string;
  /** What 'Confirm and Book' agrees to besides the terms of service. */
  agreesTo: string;
  /** The price-change notice's way back to the product, to choose something else. */
  backToProduct: string;
  /** The generic failure's second way out, to choose another product. */
  chooseAnother: string;
  /** What a NoAvailability failure adds: nothing was charged, and where to find what is still open. */
  noAvailabilityNote: string;
};

/**
 * What is being bought, as the book page's URL and the line's own queries say on this render: for homes, the
 * listing with its dates and guests and the price its shop answer showed.
 */
export type CheckoutItem = {
  /** Why this request cannot be checked out at all (refused, or failed to load); the page offers a new search. */
  problem: string | null;
  /** Still loading: the page waits. */
  pending: boolean;
  /**
   * The page to show instead of checkout when the product answered but cannot be booked as asked (dates just
   * taken, …); null when it can.
   */
  unavailable: ReactNode;
  /** The answer is current (no placeholder, no refetch): a changed `key` is quoted again only then. */
  settled: boolean;
  /** What a quote is for (dates, guests, …): when it changes, the quote is asked for again (spec §4). */
  key: string;
  /** The first day of travel: the primary traveler is an adult by then (spec §2). */
  travelStart: string;
  /** The total shown before the quote, in minor units: the quote's seen price, the price difference's base. */
  shownTotalMinor: number;
  /** The quote request, or null until the product has loaded. */
  quoteRequest: QuoteRequest | null;
  /** The price lines: from the quote once there is one, else from what was shown. */
  priceLines: (quote: PriceQuote | null) => PriceLine[];
  terms: (quote: PriceQuote | null) => CheckoutTerms;
  /** The card at the top of the page (name, photo, the choices with their editors; an edit quotes again). */
  summary: ReactNode;
  /** 'Back to results' and 'Search Again'. */
  searchHref: string;
  /** Where the same product can be chosen differently ('Choose New Dates', the mobile Back from step 1). */
  productHref: string;
  /** The query the confirmation page's URL keeps (and sends back to the search if it has nothing to show). */
  confirmQuery: string;
  /*
   * The optional parts below are for lines that charge less than the trip total now or ask for more in step 1
   * (hotels); homes use none of them.
   */
  /** What is paid later, outside the booking ('Due at the hotel'); null or absent when everything is paid now. */
  paidLater?: (quote: PriceQuote | null) => PriceLine | null;
  /** What the booking charges once quoted, in minor units, when not the trip total (a hotel's dueNow). */
  dueNowMinor?: (quote: PriceQuote) => number;
  /**
   * Set when a card must guarantee the booking even though nothing is charged now (a rate paid at the hotel): the
   * payment step's words then. Absent: a booking with nothing left to pay takes no card.
   */
  cardGuarantee?: string;
  /**
   * What the quote allows to pay with, as the server answered it (a hotel quote's paymentOptions). Absent or null:
   * everything is offered, except that a card guarantee with nothing due now takes the card alone.
   */
  paymentOptions?: (quote: PriceQuote) => CheckoutPaymentOptions | null;
  /**
   * The line's own fields in step 1 (a hotel's loyalty number, special requests; a flight's passengers), given the
   * chosen traveler and the quote failures the line shows itself (`ownsErrors`), next to the fields they name.
   */
  travelerFields?: (traveler: Person | null, lineErrors: readonly CheckoutError[]) => ReactNode;
  /** The quote request with what step 1 adds for the line, as sent for the chosen traveler and contact. */
  withTraveler?: (request: QuoteRequest, traveler: Person, contact: QuoteContact) => QuoteRequest;
  /**
   * The line's own check of step 1 before the quote (a flight: a traveler for every passenger); false keeps the
   * step open, the line showing what is missing in its fields.
   */
  checkTravelerFields?: () => boolean;
  /**
   * Quote failures the line shows in its step 1 fields instead of the shell's error modal (a flight's
   * InvalidPassengers, each next to the passenger it names). Pure: the shell asks it while rendering.
   */
  ownsErrors?: (errors: readonly CheckoutError[]) => boolean;
  /**
   * The Customize step (spec §2: 'Customize', 'Add or decline these options to continue'): the options the line
   * offers with the booking. Null or absent when there are none, and the step is not shown.
   */
  customize?: ReactNode;
};

/** The contact of step 1 as a quote request carries it. */
export type QuoteContact = { email: string; phoneNumber: string };

/** A product line's adapter for the book page. */
export type CheckoutProduct = {
  /** The quote request's type, and the product of rewards/convert/productToEarn. */
  type: QuoteRequest['type'];
  /** The line's key where wallet offers name the lines they apply to (`funnels`). */
  tripsKey: TripsKey;
  earnMultiplier: EarnMultiplier;
  /** The earn chip: 'Earn 5X on vacation rentals'. */
  earnChip: (multiplier: number, currency: RewardsCurrency) => string;
  /** The API path that puts the primary traveler on the quote (homes/addMainGuest). */
  mainGuestPath: string;
  /** Where a booking goes once fulfilled. */
  confirmPath: string;
  texts: CheckoutTexts;
  /** A hook: what is being bought, read from the URL and loaded. */
  useItem: () => CheckoutItem;
};

/** A booking as the confirmation page shows it; the line decides what its summary and details say. */
export type BookedConfirmation = {
  /** The confirmation code (H-…). */
  code: string;
  email: string;
  paidWith: PaymentBreakdown;
  summary: ReactNode;
  /** Policies and the supplier's information, below the shell's own sections. */
  details: ReactNode;
  addToCalendar: (() => void) | null;
  /** The banner instead of the line's confirmedBanner, when the booking is not confirmed yet (a hotel still to answer). */
  banner?: string;
  /** The booking's own next steps, shown in "What's next?" above the cross-sell cards. */
  whatsNext?: ReactNode;
  /** The cross-sell cards under "What's next?" (default: a flight and a car). */
  crossSell?: readonly CrossSell[];
};

/** A product the confirmation page may suggest next. */
export type CrossSell = 'flight' | 'hotel' | 'car';

/** A product line's adapter for the confirmation page. */
export type ConfirmationProduct = {
  texts: { confirmedBanner: string; summaryTitle: string };
  /**
   * The booking page's hand-over as this line shows it, or null when it is not one of this line's bookings (or
   * cannot be read: it comes from sessionStorage, checked by hand since the app keeps zod out of its bundles).
   */
  confirmation: (reservation: unknown) => BookedConfirmation | null;
  /** Where the page goes when there is nothing to confirm, keeping the URL's query. */
  noReservationHref: (search: string) => string;
};
