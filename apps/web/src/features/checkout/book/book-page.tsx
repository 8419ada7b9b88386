import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { shopRequestError } from '@portal/domain/stay-dates';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { LoadingPopup } from '../../../components/ui/message-dialog.tsx';
import { BookingErrorModal, PriceDifferenceModal } from './book-modals.tsx';
import { DesktopBook } from './desktop-book.tsx';
import { MobileBook } from './mobile-book.tsx';
import { POLL_INTERVAL_MS, type Wait } from './purchase-sequence.ts';
import { shopHrefOf } from './book-links.ts';
import { isCheckoutable, UnavailableStay } from './unavailable-stay.tsx';
import { useCheckout, type Checkout } from './use-checkout.ts';

// The add-card form (and card-validator with it) loads when the user asks to add a card, not with the page.
const AddCardDialog = lazy(async () => ({
  default: (await import('../../../components/payment-cards/add-card-dialog.tsx')).AddCardDialog,
}));

export const BOOK_DOCUMENT_TITLE = 'Complete Vacation Rental Booking';

/** /vacation-rentals/book/: the desktop combined page or the four mobile steps (spec §2 "Booking flow"). */
export function BookPage({
  pollIntervalMs = POLL_INTERVAL_MS,
  sleep,
}: {
  pollIntervalMs?: number;
  sleep?: Wait;
}) {
  useDocumentTitle(BOOK_DOCUMENT_TITLE);
  const c = useCheckout({ intervalMs: pollIntervalMs, sleep });
  const isMobile = useIsMobile();
  const [addingCard, setAddingCard] = useState(false);

  const requestError = shopRequestError(c.query);
  if (requestError || c.shop.isError) {
    return (
      <div className="mx-auto max-w-xl px-5 py-16">
        <Alert title="Uh oh! Something went wrong">
          <p>{requestError ?? 'Please search again'}</p>
        </Alert>
        <ButtonLink to={c.resultsHref} className="mt-6">
          Search Again
        </ButtonLink>
      </div>
    );
  }
  const availability = c.shop.data?.availability;
  if (c.listing && availability && !isCheckoutable(availability) && c.flow.loading === null) {
    return (
      <UnavailableStay
        listing={c.listing}
        availability={availability}
        from={c.query.fromDate}
        until={c.query.untilDate}
        shopHref={shopHref(c)}
        resultsHref={c.resultsHref}
      />
    );
  }
  if (c.shop.isPending) {
    return (
      // A full screen, so the footer stays below the fold instead of jumping down when the page arrives (CLS).
      <div className="grid min-h-dvh place-items-center text-brand-700">
        <Spinner label="Loading your trip" />
      </div>
    );
  }
  return (
    <>
      {isMobile ? (
        <MobileBook c={c} onAddCard={() => setAddingCard(true)} />
      ) : (
        <DesktopBook c={c} onAddCard={() => setAddingCard(true)} />
      )}
      {addingCard ? (
        <Suspense fallback={null}>
          <AddCardDialog
            isOpen
            onClose={() => setAddingCard(false)}
            onAdded={(card) => c.pay.setCardId(card.id)}
            setLoading={c.flow.setLoading}
          />
        </Suspense>
      ) : null}
      <BookDialogs c={c} />
    </>
  );
}

const shopHref = (c: Checkout) => shopHrefOf(c.queryString);

function BookDialogs({ c }: { c: Checkout }) {
  const navigate = useNavigate();
  const loading = c.flow.loading;
  const failed = c.flow.errorSource !== null;
  const toResults = () => {
    c.flow.resetErrors();
    void navigate(c.resultsHref);
  };
  return (
    <>
      <LoadingPopup text={loading} />
      <BookingErrorModal
        errors={c.flow.errors}
        isOpen={failed && loading === null}
        actions={{
          searchAgain: toResults,
          chooseAnotherProperty: toResults,
          acknowledge: c.flow.resetErrors,
          modifyTravelers: () => {
            c.flow.resetErrors();
            c.modifyTravelers();
          },
          tryAgain: () => {
            c.flow.resetErrors();
            void c.retryQuote();
          },
          chooseNewDates: () => {
            c.flow.resetErrors();
            void navigate(shopHref(c));
          },
          payByCard: () => {
            const { cardId, setCardId, setMode } = c.pay;
            c.flow.resetErrors();
            // A new quote clears the payment choices (spec §4): choose no rewards and the same card again after it.
            void c.retryQuote().then((quoted) => {
              if (!quoted) return;
              setMode('none');
              if (cardId) setCardId(cardId);
            });
          },
        }}
      />
      <PriceDifferenceModal
        difference={c.difference}
        totalMinor={c.totalMinor}
        isOpen={c.showDifference && !failed && loading === null}
        onContinue={c.flow.acknowledgePriceDifference}
        onGoBack={() => void navigate(shopHref(c))}
      />
    </>
  );
}
