import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { CheckoutProduct } from '../../../lib/checkout-product.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useIsDelegatedSession } from '../../../lib/session-info.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { LoadingPopup } from '../../../components/ui/message-dialog.tsx';
import { BookingErrorModal, PriceDifferenceModal } from './book-modals.tsx';
import { bookModalTitle } from './modal-titles.ts';
import { DesktopBook } from './desktop-book.tsx';
import { MobileBook } from './mobile-book.tsx';
import { POLL_INTERVAL_MS, type Wait } from './purchase-sequence.ts';
import { useCheckout, type Checkout } from './use-checkout.ts';

// The add-card form (and card-validator with it) loads when the user asks to add a card, not with the page.
const AddCardDialog = lazy(async () => ({
  default: (await import('../../../components/payment-cards/add-card-dialog.tsx')).AddCardDialog,
}));

/**
 * The book page of a product line (spec §2 "Booking flow"; homes: /vacation-rentals/book/): the desktop combined
 * page or the four mobile steps. The product's adapter says what is being bought; app/ composes the two.
 */
export function BookPage({
  product,
  pollIntervalMs = POLL_INTERVAL_MS,
  sleep,
}: {
  product: CheckoutProduct;
  pollIntervalMs?: number;
  sleep?: Wait;
}) {
  useDocumentTitle(product.texts.documentTitle);
  const c = useCheckout(product, { intervalMs: pollIntervalMs, sleep });
  const isMobile = useIsMobile();
  const [addingCard, setAddingCard] = useState(false);
  const delegated = useIsDelegatedSession();

  const { item } = c;
  if (item.problem) {
    return (
      <div className="mx-auto max-w-xl px-5 py-16">
        <Alert title="Uh oh! Something went wrong">
          <p>{item.problem}</p>
        </Alert>
        <ButtonLink to={item.searchHref} className="mt-6">
          Search Again
        </ButtonLink>
      </div>
    );
  }
  // Not while a popup is up (a quote or booking running): the page is not swapped out under the flow, whose
  // outcome shows in its own modal.
  if (item.unavailable && c.flow.loading === null) return item.unavailable;
  if (item.pending) {
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
            title={bookModalTitle('addCard', delegated)}
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

function BookDialogs({ c }: { c: Checkout }) {
  const navigate = useNavigate();
  const loading = c.flow.loading;
  // Failures the line shows next to its own fields (a flight's passengers) open no modal.
  const failed = c.flow.errorSource !== null && !c.lineOwned;
  const { item, product } = c;
  const toResults = () => {
    c.flow.resetErrors();
    void navigate(item.searchHref);
  };
  return (
    <>
      <LoadingPopup text={loading} />
      <BookingErrorModal
        errors={c.flow.errors}
        texts={product.texts}
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
            void navigate(item.productHref);
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
        backText={product.texts.backToProduct}
        onGoBack={() => void navigate(item.productHref)}
      />
    </>
  );
}
