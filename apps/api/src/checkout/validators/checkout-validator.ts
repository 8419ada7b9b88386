// Checks a booking request must pass at fulfil schedule, beside the engine rather than inside it: corporate
// policy today; approval ("pending approval" when the tier requires it) and the agent fee join by adding an
// entry to the list deps.ts builds. The engine runs them in order and knows none of them by name.
import type { FulfilScheduleRequest } from '@portal/contracts/purchase';
import type { DbOrTx } from '@portal/db/client';
import type { AuthSession } from '../../plugins/auth.ts';
import type { ProductLine } from '../product-line.ts';
import type { QuoteSessionRow } from '../purchase.repository.ts';

/** What a validator sees: who asks, the quote they book (priced: the engine checked it succeeded), the request. */
export type ScheduleCheck = {
  db: DbOrTx;
  session: AuthSession;
  quoteSession: QuoteSessionRow;
  /** The line's price quote as stored (the server's own price and facts, never the client's). */
  quote: Record<string, unknown>;
  line: ProductLine;
  request: FulfilScheduleRequest;
  now: Date;
};

/**
 * What a validator found. `record` is written once the fulfil session exists (and only by the request that
 * created it, so a double submit records once), keyed by the quote session the booking will name.
 */
export type ValidatorFinding = { record?: (db: DbOrTx) => Promise<void> };

export interface CheckoutValidator {
  /** For logs and the architecture doc's list ("policy", "approval", "agent-fee"). */
  readonly name: string;
  /**
   * Before the fulfil session is created. Refuses the booking by throwing an ApiError (a 4xx whose message
   * names the rule the request broke); nothing has been written then.
   */
  check(input: ScheduleCheck): Promise<ValidatorFinding | null>;
}

/** Runs every validator in order; a refusal stops the rest. Answers the findings' records to write. */
export async function runScheduleValidators(
  validators: readonly CheckoutValidator[],
  input: ScheduleCheck,
): Promise<Array<(db: DbOrTx) => Promise<void>>> {
  const records: Array<(db: DbOrTx) => Promise<void>> = [];
  for (const validator of validators) {
    const finding = await validator.check(input);
    if (finding?.record) records.push(finding.record);
  }
  return records;
}
