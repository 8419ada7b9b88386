import type { VerifyCardAnswer } from '@portal/contracts/payments';

export type Problem = { title: string; body: string; kind: 'verify' | 'add' };

/** Spec §8 "Payment verification" and "Add card failure" texts for a verify answer or a failed call. */
export function verifyProblem(answer: VerifyCardAnswer | null, error?: unknown): Problem | null {
  if (!answer) {
    const message = error instanceof Error && error.message ? error.message : null;
    return {
      kind: 'add',
      title: 'We are unable to add your payment method',
      body: message ?? 'Please add your payment method again',
    };
  }
  switch (answer.PaymentVerifyResult) {
    case 'Success':
      return null;
    case 'InvalidCVV':
      return {
        kind: 'verify',
        title: 'CVV Error',
        body: 'Please ensure your CVV / Security Code is entered correctly.',
      };
    case 'InvalidAddress':
      return {
        kind: 'verify',
        title: 'Address Verification Error',
        body: 'Please check your Zip Code and Country.',
      };
    case 'InvalidCard':
      return {
        kind: 'add',
        title: "It looks like you're trying to add an invalid credit card.",
        body: 'Ensure you are using an eligible Capital One credit card.',
      };
    default:
      return {
        kind: 'verify',
        title: 'Error Adding Payment Method',
        body: answer.errors?.[0]?.message ?? 'Please check your card details and try again.',
      };
  }
}
