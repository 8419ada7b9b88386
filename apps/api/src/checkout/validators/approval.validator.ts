// Issue 15 approvals: when the tier requires approval (or, if the company says so, when the booking is out of
// policy), the booking waits for an approver; the request is written once the fulfil session exists.
import { checkApproval } from '../../modules/approvals/approvals.service.ts';
import type { CheckoutValidator } from './checkout-validator.ts';

export const approvalValidator: CheckoutValidator = {
  name: 'approval',
  check: ({ db, session, quoteSession, request, now }) =>
    checkApproval({ db, session, quoteSession, request, now }),
};
