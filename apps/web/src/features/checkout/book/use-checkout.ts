import { useEffect, useRef, useState } from 'react';
import type { Person } from '@portal/contracts/travelers';
import {
  bookingBlockers,
  canConfirmAndBook,
  contactStepStatus,
  hasContactErrors,
  isBookingAllowed,
  isValidEmail,
  paymentStepStatus,
  priceDifference,
  saveAndContinueErrors,
  shouldShowPriceDifference,
  travelerStepStatus,
  type BookingFacts,
  type ContactErrors,
} from '@portal/domain/checkout';
import { majorToMinor, toFiat } from '@portal/domain/money';
import { loadPhoneCheck, usePhoneCheck } from '../../../lib/phone-check.ts';
import { isAdultAtCheckIn } from '@portal/domain/primary-traveler';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import { useShopListing } from '../../../lib/stays/listing-api.ts';
import { useShopQuery } from '../../../lib/stays/use-shop-query.ts';
import {
  useCheckoutRewardsAccounts,
  useSaveTraveler,
  useTravelers,
  useWalletDetails,
} from '../checkout-api.ts';
import { usePaymentMethods } from '../../../components/payment-cards/payment-cards-api.ts';
import { resultsHrefOf } from './book-links.ts';
import { buildPayments } from './payment-plan.ts';
import type { Wait } from './purchase-sequence.ts';
import { draftErrors, EMPTY_DRAFT, type TravelerDraft } from './traveler-step.tsx';
import { LOADING, useBookFlow } from './use-book-flow.ts';
import { useContactInfo } from './use-contact-info.ts';
import { usePaymentChoices } from './use-payment-choices.ts';

export type Checkout = ReturnType<typeof useCheckout>;

/** The desktop page's step 1 card, where 'Modify Travelers' leads. */
export const TRAVELER_SECTION_ID = 'traveler-section';
export const PAYMENT_SECTION_ID = 'payment-section';

/** Everything the book page shows and does, for the desktop and the mobile layouts alike. */
export function useCheckout(options: { intervalMs: number; sleep?: Wait }) {
  const { query, today, queryString, update } = useShopQuery();
  const shop = useShopListing(query);
  const config = usePortalConfig();
  const travelers = useTravelers();
  const methods = usePaymentMethods();
  const accounts = useCheckoutRewardsAccounts(config.rewardsSupported);
  const wallet = useWalletDetails();
  const saveTraveler = useSaveTraveler();
  const flow = useBookFlow(options);

  const [selectedTravelerId, setSelectedTravelerId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<TravelerDraft>(EMPTY_DRAFT);
  const [draftErrs, setDraftErrs] = useState<ReturnType<typeof draftErrors>>({});
  const [contact, setContact] = useContactInfo();
  const [contactErrors, setContactErrors] = useState<ContactErrors | null>(null);
  const [editing, setEditing] = useState(true);
  const seenMinor = useRef(0);

  const people = travelers.data ?? [];
  // The default profile (else the first saved traveler) is preselected; with none, the add form opens.
  useEffect(() => {
    if (!travelers.data || selectedTravelerId || adding) return;
    // Spec §2: the primary traveler is an adult at check-in, so a child is never preselected.
    const adults = travelers.data.filter((p) => isAdultAtCheckIn(p.dateOfBirth, query.fromDate));
    const first = adults.find((p) => p.isDefaultProfile) ?? adults[0];
    if (first?.id) setSelectedTravelerId(first.id);
    else setAdding(true);
  }, [travelers.data, selectedTravelerId, adding, query.fromDate]);
  const traveler = people.find((p) => p.id === selectedTravelerId) ?? null;

  const listing = shop.data?.listing ?? null;
  const rate = shop.data?.availability.rate;
  const shownTotalMinor = majorToMinor(rate?.price.total.fiat.value ?? 0);
  const totalMinor = flow.quote ? majorToMinor(flow.quote.tripTotal.fiat.value) : shownTotalMinor;
  const pay = usePaymentChoices({
    totalMinor,
    accounts: config.rewardsSupported ? (accounts.data ?? []) : [],
    methods: methods.data ?? [],
    wallet: wallet.data,
  });

  const difference = flow.quote ? priceDifference(totalMinor, seenMinor.current) : null;
  const showDifference = shouldShowPriceDifference(difference, flow.priceDifferenceAcknowledged);
  const emailOk = isValidEmail(contact.email);
  const phoneOk = usePhoneCheck()?.isValidContactPhone(contact.countryCode, contact.phone) ?? false;
  const split = pay.split;
  const facts: BookingFacts = {
    priceDifferenceUnacknowledged: showDifference,
    paymentSatisfied: split !== null && pay.splitValid && (split.cardMinor === 0 || pay.card !== null),
    coveredByOfferOrCredit:
      split !== null && totalMinor > 0 && split.offerMinor + split.creditMinor >= totalMinor,
    hasTraveler: traveler !== null,
    hasEmail: emailOk,
    hasPhone: phoneOk,
    quoteInProgress: flow.quoteState === 'InProcess',
    mainGuestAdded: flow.mainGuestAdded,
  };
  const steps = {
    traveler: travelerStepStatus(traveler !== null && !adding),
    contact: contactStepStatus(contact.email, contact.phone, phoneOk),
    payment: flow.quote
      ? paymentStepStatus({
          cardChosen: pay.card !== null,
          rewardsChosen: (split?.rewardsMinor ?? 0) > 0,
          paymentNeeded: (split?.cardMinor ?? 0) > 0,
        })
      : ('NOT_STARTED' as const),
  };
  const canBook = canConfirmAndBook(isBookingAllowed(facts), [steps.traveler, steps.contact, steps.payment]);
  const stayKey = `${query.fromDate}|${query.untilDate}|${query.adultsCount}|${query.children.length}|${query.petsCount}`;

  const quote = (person: Person, loadingText: string) => {
    if (!listing) return Promise.resolve(false);
    seenMinor.current = shownTotalMinor;
    return flow.requestQuote({
      email: contact.email.trim(),
      guest: {
        givenName: person.givenName,
        surname: person.surname,
        phoneNumber: `${contact.countryCode} ${contact.phone.trim()}`,
        dateOfBirth: person.dateOfBirth,
      },
      request: {
        listingId: listing.listingId.id,
        listingProviderId: listing.providerData.listingProviderId,
        stayDates: { from: query.fromDate, until: query.untilDate },
        guests: {
          adults: query.adultsCount,
          children: query.children.length,
          infants: 0,
          petsIncluded: query.petsCount > 0,
        },
        seenPrice: toFiat(shownTotalMinor),
        listingCollection: listing.listingCollection,
      },
      loadingText,
      key: stayKey,
      onQuoted: pay.clear,
    });
  };

  // Spec §4: changing dates or guests re-requests the quote once the listing's new price is in.
  const requote = useRef(quote);
  requote.current = quote;
  const fresh = shop.data && !shop.isPlaceholderData && !shop.isFetching;
  useEffect(() => {
    if (!fresh || !traveler || !flow.quotedFor || flow.quotedFor === stayKey) return;
    if (flow.quoteState === 'InProcess') return;
    void requote.current(traveler, LOADING.fetchingPrice);
  }, [fresh, traveler, flow.quotedFor, flow.quoteState, stayKey]);

  const saveAndContinue = async (): Promise<boolean> => {
    const errs = adding ? draftErrors(draft, today, query.fromDate) : {};
    setDraftErrs(errs);
    const travelerOk = adding
      ? Object.keys(errs).length === 0
      : traveler !== null && isAdultAtCheckIn(traveler.dateOfBirth, query.fromDate);
    const errors = saveAndContinueErrors({
      travelerSelected: travelerOk,
      email: contact.email,
      phoneValid: (await loadPhoneCheck()).isValidContactPhone(contact.countryCode, contact.phone),
    });
    setContactErrors(errors);
    if (hasContactErrors(errors)) return false;
    let person = traveler;
    if (adding) {
      flow.setLoading(LOADING.savingTraveler);
      try {
        person = await saveTraveler.mutateAsync({
          givenName: draft.givenName.trim(),
          surname: draft.surname.trim(),
          dateOfBirth: draft.dateOfBirth,
          gender: draft.gender as 'M' | 'F',
          emailAddress: contact.email.trim(),
        });
      } catch {
        flow.setLoading(null);
        setDraftErrs({ givenName: 'We could not save this traveler. Check the details and try again.' });
        return false;
      }
      setSelectedTravelerId(person.id ?? null);
      setAdding(false);
      setDraft(EMPTY_DRAFT);
    }
    if (!person) return false;
    setEditing(false);
    return quote(person, LOADING.savingTraveler);
  };

  /** Mobile first step: a chosen traveler, or the new one saved; only the traveler error is flagged. */
  const saveTravelerStep = async (): Promise<boolean> => {
    if (!adding) {
      setContactErrors({ email: false, phone: false, travelerSelect: traveler === null });
      return traveler !== null;
    }
    const errs = draftErrors(draft, today, query.fromDate);
    setDraftErrs(errs);
    if (Object.keys(errs).length > 0) return false;
    flow.setLoading(LOADING.updatingPassengers);
    try {
      const person = await saveTraveler.mutateAsync({
        givenName: draft.givenName.trim(),
        surname: draft.surname.trim(),
        dateOfBirth: draft.dateOfBirth,
        gender: draft.gender as 'M' | 'F',
      });
      setSelectedTravelerId(person.id ?? null);
      setAdding(false);
      setDraft(EMPTY_DRAFT);
      setContactErrors(null);
      return true;
    } catch {
      setDraftErrs({ givenName: 'We could not save this traveler. Check the details and try again.' });
      return false;
    } finally {
      flow.setLoading(null);
    }
  };

  const confirmAndBook = async () => {
    if (!flow.quote) {
      if (traveler) await quote(traveler, LOADING.fetchingPrice);
      return;
    }
    if (!canBook || !split) return;
    await flow.book({
      payments: buildPayments({
        split,
        offer: pay.offerApplied ? (pay.offer?.offer ?? null) : null,
        card: pay.card,
        account: pay.account,
      }),
      email: contact.email.trim(),
      queryString,
    });
  };

  const resultsHref = resultsHrefOf(query, listing);

  return {
    query,
    today,
    queryString,
    update,
    shop,
    listing,
    rate,
    config,
    travelers,
    methods,
    accounts,
    wallet,
    flow,
    pay,
    people,
    traveler,
    selectedTravelerId,
    setSelectedTravelerId,
    adding,
    setAdding,
    draft,
    setDraft,
    draftErrs,
    contact,
    setContact,
    contactErrors,
    editing,
    setEditing,
    totalMinor,
    difference,
    showDifference,
    facts,
    blockers: bookingBlockers(facts),
    steps,
    canBook,
    saveAndContinue,
    saveTravelerStep,
    confirmAndBook,
    resultsHref,
    /** Reopens step 1 for editing and brings it into view (desktop; mobile steps back on its own). */
    modifyTravelers: () => {
      setEditing(true);
      const section = document.getElementById(TRAVELER_SECTION_ID);
      section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      section?.querySelector<HTMLElement>('h2, h3')?.focus();
    },
    retryQuote: () => (traveler ? quote(traveler, LOADING.fetchingPrice) : Promise.resolve(false)),
  };
}
