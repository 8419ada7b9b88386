import type { PaymentMethod, VerifyCardAnswer, VerifyCardRequest } from '@portal/contracts/payments';
import type { RewardsAccount } from '@portal/contracts/rewards';
import type { AppDeps } from '../../deps.ts';
import type { AuthSession } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/errors.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { isSimulatorTestCard } from '../../providers/payments/test-cards.ts';
import { listRewardsAccounts } from '../rewards/rewards.service.ts';
import { checkCard } from './card-check.ts';
import {
  findActiveCard,
  findActiveCards,
  findRewardsAccountId,
  insertCard,
  softDeleteCard,
  type SavedCard,
} from './payment-methods.repository.ts';

function toPaymentMethod({ card, accountReferenceId }: SavedCard): PaymentMethod {
  return {
    id: card.id,
    last4: card.last4,
    cardType: card.brand,
    expirationMonth: card.expMonth,
    expirationYear: card.expYear,
    cardholderName: card.cardholderName,
    billingCountry: card.billingCountry,
    accountReferenceId,
    createdAt: card.createdAt.toISOString(),
  };
}

/** PUT payment-methods/list: the user's saved cards, oldest first. */
export async function listPaymentMethods(deps: AppDeps, session: AuthSession): Promise<PaymentMethod[]> {
  return (await findActiveCards(deps.db, session.userId)).map(toPaymentMethod);
}

/** POST payment-methods/get. */
export async function getPaymentMethod(
  deps: AppDeps,
  session: AuthSession,
  id: string,
): Promise<PaymentMethod> {
  const found = await findActiveCard(deps.db, session.userId, id);
  // Someone else's card answers exactly like a missing one, so ids cannot be probed.
  if (!found) throw notFound('Payment method');
  return toPaymentMethod(found);
}

/** POST payment-methods/delete. */
export async function deletePaymentMethod(deps: AppDeps, session: AuthSession, id: string): Promise<void> {
  if (!(await softDeleteCard(deps.db, session.userId, id, deps.clock.now())))
    throw notFound('Payment method');
}

/**
 * Spec §5: a card is the card (or a virtual card) of one of the user's rewards accounts, by last four digits.
 * Where test cards are on, the simulator's test numbers stand for the first account, so demos need no real card.
 */
function matchingAccount(
  accounts: readonly RewardsAccount[],
  digits: string,
  testCards: boolean,
): RewardsAccount | undefined {
  const last4 = digits.slice(-4);
  const own = accounts.find((a) => a.lastFour === last4 || a.lastFourVirtualCardNumbers.includes(last4));
  if (own || !testCards || !isSimulatorTestCard(digits)) return own;
  return accounts[0];
}

const failure = (result: VerifyCardAnswer['PaymentVerifyResult'], message: string): VerifyCardAnswer => ({
  PaymentVerifyResult: result,
  errors: [{ message }],
});

/**
 * POST payment-methods/verify: checks the card, matches it to a rewards account, has the payment provider
 * verify and tokenise it, and saves the card's token, brand, last four and expiry. The number and CVV are
 * passed to the provider and dropped: never stored, never logged.
 */
export async function verifyPaymentMethod(
  deps: AppDeps,
  processor: PaymentProvider,
  session: AuthSession,
  card: VerifyCardRequest,
): Promise<VerifyCardAnswer> {
  const testCards = !deps.config.production || deps.config.testCardsInProduction;
  const check = checkCard(card, deps.clock.now());
  if (!check.ok) return failure(check.result, check.message);

  // The accounts the rewards page shows, ranked the same way, so "first account" means the same everywhere.
  const accounts = await listRewardsAccounts(deps, session);
  const account = matchingAccount(accounts, check.digits, testCards);
  if (!account) return failure('InvalidCard', 'The card does not belong to any of your rewards accounts.');

  const tokenized = await processor.tokenize({
    number: check.digits,
    cvv: card.cvv,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    cardholderName: card.cardholderName,
    billingZip: card.billingZip,
    country: card.country.toUpperCase(),
  });
  if (tokenized.outcome !== 'Success') return failure(tokenized.outcome, tokenized.message);

  const rewardsAccountId = await findRewardsAccountId(deps.db, session.userId, account.accountReferenceId);
  const row = await insertCard(deps.db, session.userId, {
    rewardsAccountId,
    brand: check.brand,
    last4: check.last4,
    expMonth: card.expirationMonth,
    expYear: card.expirationYear,
    cardholderName: card.cardholderName,
    billingZip: card.billingZip,
    billingCountry: card.country.toUpperCase(),
    providerToken: tokenized.token,
  });
  return {
    PaymentVerifyResult: 'Success',
    payment: toPaymentMethod({ card: row, accountReferenceId: account.accountReferenceId }),
  };
}
