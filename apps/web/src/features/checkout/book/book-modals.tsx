import type { CheckoutError } from '@portal/contracts/purchase';
import { priceDifferenceTitle, type PriceDifference } from '@portal/domain/checkout';
import { formatUsd } from '@portal/domain/money';
import type { CheckoutTexts } from '../../../lib/checkout-product.ts';
import { Button } from '../../../components/ui/button.tsx';
import { MessageDialog } from '../../../components/ui/message-dialog.tsx';
import { useIsDelegatedSession } from '../../../lib/session-info.ts';
import { bookModalTitle } from './modal-titles.ts';
import { errorModalKind, noAvailabilityMessage } from './purchase-sequence.ts';

/**
 * Spec §8 price change: shown until acknowledged with 'Continue'. It shows the total the user saw and the new one,
 * and a way back to the product (homes: the listing) for a user who does not want the new price.
 */
export function PriceDifferenceModal({
  difference,
  totalMinor,
  isOpen,
  onContinue,
  backText,
  onGoBack,
}: {
  difference: PriceDifference | null;
  /** The new (quoted) total. */
  totalMinor: number;
  isOpen: boolean;
  onContinue: () => void;
  /** The way back's words (homes: 'Back to the listing'). */
  backText: string;
  onGoBack: () => void;
}) {
  if (!difference) return null;
  const previousMinor =
    difference.direction === 'increase'
      ? totalMinor - difference.amountMinor
      : totalMinor + difference.amountMinor;
  return (
    <MessageDialog
      isOpen={isOpen}
      tone={difference.direction === 'decrease' ? 'good' : 'error'}
      title={priceDifferenceTitle(difference)}
      actions={
        <>
          <Button autoFocus onPress={onContinue} className="w-full">
            Continue
          </Button>
          <Button variant="secondary" onPress={onGoBack} className="w-full">
            {backText}
          </Button>
        </>
      }
    >
      <p>Prices can change between searching and booking.</p>
      <dl className="mx-auto my-4 grid max-w-64 grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-left">
        <dt>Previous total</dt>
        <dd className="text-right tabular-nums line-through">{formatUsd(previousMinor)}</dd>
        <dt className="font-semibold text-slate-900">New total</dt>
        <dd className="text-right font-semibold text-slate-900 tabular-nums">{formatUsd(totalMinor)}</dd>
      </dl>
      <p>Please review the trip total before you confirm and book.</p>
    </MessageDialog>
  );
}

export type ErrorActions = {
  searchAgain: () => void;
  chooseAnotherProperty: () => void;
  tryAgain: () => void;
  acknowledge: () => void;
  /** Spec §8 'Modify Travelers': back to the traveler section. */
  modifyTravelers: () => void;
  /** Where the same product can be chosen differently (homes: the listing with these dates and guests). */
  chooseNewDates: () => void;
  /** After a rewards failure: quote again and pay the whole trip by card. */
  payByCard: () => void;
};

/**
 * Spec §8 "Vacation rental booking" error modals, one per failure kind; the product names its own things. An agent
 * in a delegated session reads the titles the spec leaves free about the customer (modal-titles.ts).
 */
export function BookingErrorModal({
  errors,
  texts,
  isOpen,
  actions,
}: {
  errors: readonly CheckoutError[];
  texts: Pick<CheckoutTexts, 'chooseAnother' | 'noAvailabilityNote'>;
  isOpen: boolean;
  actions: ErrorActions;
}) {
  const kind = errorModalKind(errors);
  const delegated = useIsDelegatedSession();
  if (kind === 'cardNotProcessable') {
    return (
      <MessageDialog
        isOpen={isOpen}
        title={bookModalTitle('cardNotProcessable', delegated)}
        actions={
          <Button autoFocus onPress={actions.acknowledge} className="w-full">
            Continue
          </Button>
        }
      >
        <p>
          Please choose another payment method, or delete this card and add it again. If the problem
          continues, contact Customer Support.
        </p>
      </MessageDialog>
    );
  }
  if (kind === 'redemptionFailure') {
    return (
      <MessageDialog
        isOpen={isOpen}
        title={bookModalTitle('redemptionFailure', delegated)}
        actions={
          <>
            <Button autoFocus onPress={actions.tryAgain} className="w-full">
              Try Again
            </Button>
            <Button variant="secondary" onPress={actions.payByCard} className="w-full">
              Pay by card instead
            </Button>
          </>
        }
      >
        <p>We were unable to redeem your rewards at this time. Please try again.</p>
        <p>Or pay the whole trip with your card: no rewards are taken.</p>
      </MessageDialog>
    );
  }
  if (kind === 'noAvailability') {
    const message = noAvailabilityMessage(errors);
    return (
      <MessageDialog
        isOpen={isOpen}
        title={message.title}
        actions={
          <>
            <Button autoFocus onPress={actions.chooseNewDates} className="w-full">
              Choose New Dates
            </Button>
            <Button variant="secondary" onPress={actions.searchAgain} className="w-full">
              Search Again
            </Button>
          </>
        }
      >
        <p>{message.subtitle}</p>
        <p>{texts.noAvailabilityNote}</p>
      </MessageDialog>
    );
  }
  if (kind === 'travelerRejected') {
    return (
      <MessageDialog
        isOpen={isOpen}
        title={bookModalTitle('travelerRejected', delegated)}
        actions={
          <Button autoFocus onPress={actions.modifyTravelers} className="w-full">
            Modify Travelers
          </Button>
        }
      >
        <p>We could not add the primary traveler to this booking.</p>
        <p>Please check the traveler's name and the contact phone number, then continue.</p>
      </MessageDialog>
    );
  }
  if (kind === 'fraud') {
    return (
      <MessageDialog
        isOpen={isOpen}
        title={bookModalTitle('fraud', delegated)}
        actions={
          <Button autoFocus onPress={actions.searchAgain} className="w-full">
            Search Again
          </Button>
        }
      >
        <p>There is an issue with your account. Please contact the issuer's support.</p>
      </MessageDialog>
    );
  }
  return (
    <MessageDialog
      isOpen={isOpen}
      title={bookModalTitle('generic', delegated)}
      actions={
        <>
          <Button autoFocus onPress={actions.searchAgain} className="w-full">
            Search Again
          </Button>
          <Button variant="secondary" onPress={actions.chooseAnotherProperty} className="w-full">
            {texts.chooseAnother}
          </Button>
        </>
      }
    >
      <p>Please search again</p>
    </MessageDialog>
  );
}
