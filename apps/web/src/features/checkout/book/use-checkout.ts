import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { CheckoutError } from '@portal/contracts/purchase';
import type { ContactErrors } from '@portal/domain/checkout';
import { majorToMinor } from '@portal/domain/money';
import type { CheckoutProduct } from '../../../lib/checkout-product.ts';
import { localIsoDate } from '../../../lib/format.ts';
import { usePhoneCheck } from '../../../lib/phone-check.ts';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { policyReasonFor } from '../../../lib/travel-policy.ts';
import { useApprovalRequired } from './approval-reason.tsx';
import { useCheckoutRewardsAccounts, useWalletDetails } from '../checkout-api.ts';
import { usePaymentMethods } from '../../../components/payment-cards/payment-cards-api.ts';
import { checkoutGates } from './checkout-gates.ts';
import { saveMobileTravelerStep } from './mobile-traveler-step.ts';
import { paymentOptionsOf } from './payment-options.ts';
import { buildPayments } from './payment-plan.ts';
import type { Wait } from './purchase-sequence.ts';
import { saveAndContinue } from './save-and-continue.ts';
import { LOADING, useBookFlow } from './use-book-flow.ts';
import { useContactInfo } from './use-contact-info.ts';
import { useAirlineCredit } from './use-airline-credit.ts';
import { usePaymentChoices } from './use-payment-choices.ts';
import { useQuoteRequest } from './use-quote-request.ts';
import { useTravelerChoice } from './use-traveler-choice.ts';
import { useWalletOffersHidden } from '../../../lib/experiments.tsx';

export type Checkout = ReturnType<typeof useCheckout>;

/** The desktop page's step 1 card, where 'Modify Travelers' leads. */
export const TRAVELER_SECTION_ID = 'traveler-section';
export const PAYMENT_SECTION_ID = 'payment-section';

/**
 * Everything the book page shows and does, for the desktop and the mobile layouts alike; what is being bought
 * comes from the product's adapter (`item`).
 */
export function useCheckout(product: CheckoutProduct, options: { intervalMs: number; sleep?: Wait }) {
  const item = product.useItem();
  // The traveler's "today", not UTC's: a date of birth is checked against it.
  const today = localIsoDate();
  const config = usePortalConfig();
  const methods = usePaymentMethods();
  const accounts = useCheckoutRewardsAccounts(config.rewardsSupported);
  const wallet = useWalletDetails();
  const flow = useBookFlow({ ...options, product });
  // Spec §5: the reason the traveler gave in the policy modal that led to this book page, if any.
  const location = useLocation();
  const policyReason = policyReasonFor(`${location.pathname}${location.search}`);
  // Issue 15: the traveler's optional words to the approver, when the tier holds bookings for approval.
  const approvalRequired = useApprovalRequired();
  const [approvalReason, setApprovalReason] = useState('');
  const choice = useTravelerChoice(item.travelStart);
  const [contact, setContact] = useContactInfo();
  const [contactErrors, setContactErrors] = useState<ContactErrors | null>(null);
  const [editing, setEditing] = useState(true);
  // Quote failures the line shows in its own step 1 fields (CheckoutItem.ownsErrors), taken from the flow so that
  // no error modal opens and the mobile steps are not held back; cleared when a new quote starts.
  const [lineErrors, setLineErrors] = useState<readonly CheckoutError[]>([]);
  const lineOwned = flow.errorSource === 'quote' && (item.ownsErrors?.(flow.errors) ?? false);
  const { errors: flowErrors, resetErrors, quoteState } = flow;
  useEffect(() => {
    if (!lineOwned) return;
    setLineErrors(flowErrors);
    resetErrors();
    setEditing(true);
  }, [lineOwned, flowErrors, resetErrors]);
  useEffect(() => {
    if (quoteState === 'InProcess') setLineErrors([]);
  }, [quoteState]);
  const phoneOk = usePhoneCheck()?.isValidContactPhone(contact.countryCode, contact.phone) ?? false;

  const totalMinor = flow.quote ? majorToMinor(flow.quote.tripTotal.fiat.value) : item.shownTotalMinor;
  // What the booking charges now: the trip total, less what a line has paid later (a hotel's desk payment).
  const paidLater = item.paidLater?.(flow.quote) ?? null;
  const dueNowMinor =
    flow.quote && item.dueNowMinor ? item.dueNowMinor(flow.quote) : totalMinor - (paidLater?.minor ?? 0);
  // What the quote may be paid with (a hotel quote says; homes take everything).
  const offersHidden = useWalletOffersHidden();
  const answered = paymentOptionsOf(item, flow.quote, dueNowMinor);
  const paymentOptions = offersHidden ? { ...answered, travelWalletOffer: false } : answered;
  // Nothing charged now, yet the quote wants a card to guarantee the booking (a rate paid at the hotel).
  const guaranteeNeeded = paymentOptions.cardRequired && flow.quote !== null && dueNowMinor === 0;
  // An applied airline travel credit (flights) pays first; the wallet, rewards and card share the rest.
  const airlineCredit = useAirlineCredit(flow.quote);
  const restMinor = dueNowMinor - airlineCredit.minor;
  const pay = usePaymentChoices({
    product,
    options: paymentOptions,
    totalMinor: restMinor,
    accounts: config.rewardsSupported ? (accounts.data ?? []) : [],
    methods: methods.data ?? [],
    wallet: wallet.data,
  });

  const { quote, difference, showDifference, retryQuote } = useQuoteRequest({
    flow,
    request: item.quoteRequest,
    withTraveler: item.withTraveler,
    key: item.key,
    shownTotalMinor: item.shownTotalMinor,
    settled: item.settled,
    traveler: choice.traveler,
    contact,
    totalMinor,
    onQuoted: pay.clear,
  });

  const split = pay.split;
  const gates = checkoutGates({
    quoted: flow.quote !== null,
    quoteState: flow.quoteState,
    mainGuestAdded: flow.mainGuestAdded,
    priceDifferenceUnacknowledged: showDifference,
    split,
    splitValid: pay.splitValid,
    cardChosen: pay.card !== null,
    cardRequired: flow.quote !== null && paymentOptions.cardRequired,
    totalMinor: restMinor,
    travelerChosen: choice.traveler !== null,
    addingTraveler: choice.adding,
    contact,
    phoneOk,
  });

  const confirmAndBook = async () => {
    if (!flow.quote) {
      if (choice.traveler) await quote(choice.traveler, LOADING.fetchingPrice);
      return;
    }
    if (!gates.canBook || !split) return;
    await flow.book({
      payments: [
        ...(airlineCredit.payment ? [airlineCredit.payment] : []),
        ...buildPayments({
          split,
          offer: pay.offerApplied ? (pay.offer?.offer ?? null) : null,
          card: pay.card,
          account: pay.account,
          guarantee: paymentOptions.cardRequired,
        }),
      ],
      email: contact.email.trim(),
      queryString: item.confirmQuery,
      outOfPolicyReason: policyReason,
      approvalRequestReason: approvalRequired ? approvalReason : null,
    });
  };

  return {
    product,
    item,
    config,
    methods,
    accounts,
    wallet,
    flow,
    pay,
    airlineCredit,
    ...choice,
    contact,
    setContact,
    contactErrors,
    editing,
    setEditing,
    totalMinor,
    dueNowMinor,
    paidLater,
    paymentOptions,
    guaranteeNeeded,
    difference,
    showDifference,
    ...gates,
    lineErrors,
    policyReason,
    approvalRequired,
    approvalReason,
    setApprovalReason,
    /** The flow's failures are the line's to show (no error modal for them). */
    lineOwned,
    saveAndContinue: () =>
      saveAndContinue({
        choice,
        contact,
        today,
        flow,
        setContactErrors,
        close: () => setEditing(false),
        quote,
        lineFieldsOk: item.checkTravelerFields?.() ?? true,
      }),
    saveTravelerStep: async () => {
      const lineFieldsOk = item.checkTravelerFields?.() ?? true;
      const saved = await saveMobileTravelerStep({ choice, today, flow, setContactErrors });
      if (!saved || !lineFieldsOk) return false;
      setLineErrors([]);
      return true;
    },
    confirmAndBook,
    /** Reopens step 1 for editing and brings it into view (desktop; mobile steps back on its own). */
    modifyTravelers: () => {
      setEditing(true);
      const section = document.getElementById(TRAVELER_SECTION_ID);
      section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      section?.querySelector<HTMLElement>('h2, h3')?.focus();
    },
    retryQuote,
  };
}
