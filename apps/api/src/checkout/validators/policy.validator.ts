// Spec §5 corporate policy at checkout: a corporate traveler whose tier is restrictive may book an
// out-of-policy quote only with a corporateOutOfPolicyReason; the decision and the reason are kept with the
// booking for the admin's reports. Lines without policy facts (homes) are not covered.
import { bookingCapMinor } from '@portal/domain/policy/cap';
import { evaluatePolicy } from '@portal/domain/policy/evaluate';
import { ApiError } from '../../plugins/errors.ts';
import { restrictiveTierOf } from '../../modules/policy/policy.service.ts';
import type { CheckoutValidator } from './checkout-validator.ts';
import { insertPolicyCheck } from './policy-checks.repository.ts';

/** 40010: the business's rule, not a malformed request. */
export const OUT_OF_POLICY_REASON_REQUIRED = 40010;

export const policyValidator: CheckoutValidator = {
  name: 'policy',
  async check({ db, session, quoteSession, quote, line, request, now }) {
    const subject = line.policyFacts?.(quote) ?? null;
    if (!subject) return null;
    const tier = await restrictiveTierOf(db, session.userId);
    if (!tier) return null;
    const { inPolicy, violations } = evaluatePolicy(tier, subject);
    const reason = request.corporateOutOfPolicyReason?.trim() ?? '';
    if (!inPolicy && reason === '')
      throw new ApiError(
        400,
        OUT_OF_POLICY_REASON_REQUIRED,
        `This booking is out of your company's travel policy (${violations.join('; ')}): ` +
          'corporateOutOfPolicyReason must give a reason',
        { violations },
      );
    return {
      record: (tx) =>
        insertPolicyCheck(tx, {
          quoteSessionId: quoteSession.id,
          userId: session.userId,
          policyTierId: tier.id,
          policyTierName: tier.name,
          inPolicy,
          violations,
          // A reason sent with an in-policy booking explains nothing: kept only when it was needed.
          outOfPolicyReason: inPolicy ? null : reason,
          // For reports: savings against the cap (domain policy/cap.ts).
          capMinor: bookingCapMinor(tier, subject, quoteSession.totalMinor ?? null),
          checkedAt: now,
        }),
    };
  },
};
