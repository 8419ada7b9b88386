import { z } from 'zod';

// api.md "Checkout" (payment-methods rows) and spec §3 "Saved payment method".

/** Spec §3 "Card brands". */
export const CardBrand = z.enum([
  'visa',
  'master',
  'american_express',
  'diners_club',
  'discover',
  'jcb',
  'dankort',
  'maestro',
]);
export type CardBrand = z.infer<typeof CardBrand>;

/** A saved card as the portal keeps it: never its number or CVV (the payment provider holds those). */
export const PaymentMethod = z
  .object({
    id: z.string(),
    last4: z.string(),
    cardType: CardBrand,
    expirationMonth: z.number().int(),
    expirationYear: z.number().int(),
    cardholderName: z.string(),
    billingCountry: z.string(),
    /** The rewards account whose card (or virtual card) this is. */
    accountReferenceId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentMethodList = z.object({ value: z.array(PaymentMethod) });
export const PaymentMethodAnswer = z.object({ value: PaymentMethod });

export const PaymentIdRequest = z.object({ paymentId: z.uuid() });

/**
 * The card payload of POST payment-methods/verify. Shapes only: whether the number, expiry, CVV and zip are
 * valid is the verification's answer (PaymentVerifyResult), not a 400.
 */
export const VerifyCardRequest = z
  .object({
    number: z.string().min(1).max(40),
    cvv: z.string().min(1).max(8),
    expirationMonth: z.number().int().min(1).max(12),
    expirationYear: z.number().int().min(2000).max(2100),
    cardholderName: z.string().trim().min(1).max(100),
    billingZip: z.string().trim().min(1).max(16),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Expected a 2-letter country code'),
  })
  .meta({ id: 'VerifyCardRequest' });
export type VerifyCardRequest = z.infer<typeof VerifyCardRequest>;

export const PaymentVerifyResult = z.enum([
  'Success',
  'InvalidCVV',
  'InvalidAddress',
  'InvalidCard',
  'CardDeclined',
  'GenericError',
]);
export type PaymentVerifyResult = z.infer<typeof PaymentVerifyResult>;

/**
 * `payment` comes with Success; other results carry `errors`, whose first message the spec §8 "Add card
 * failure" dialog may show.
 */
export const VerifyCardAnswer = z
  .object({
    PaymentVerifyResult,
    payment: PaymentMethod.optional(),
    errors: z.array(z.object({ message: z.string() })).optional(),
  })
  .meta({ id: 'VerifyCardAnswer' });
export type VerifyCardAnswer = z.infer<typeof VerifyCardAnswer>;
