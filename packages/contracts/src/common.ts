import { z } from 'zod';

/** Every non-2xx answer (api.md "Conventions"). */
export const ApiErrorBody = z
  .object({
    code: z.number().int(),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const AuthCode = {
  Unauthenticated: 40100,
  NotBeta: 40102,
  AccessDenied: 40103,
  NeedsOnboarding: 40105,
  NeedsAcknowledgement: 40106,
} as const;

export const Empty = z.object({}).strict();
export const EmptyAnswer = z.object({});

/** Payloads the spec names `{value}` wrap a single token. */
export const ValueToken = z.object({ value: z.string().min(1).max(200) });

export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');

export const Fiat = z
  .object({ value: z.number(), currencyCode: z.string(), currencySymbol: z.string() })
  .meta({ id: 'Fiat' });
export type Fiat = z.infer<typeof Fiat>;

export const Rewards = z
  .object({ value: z.number(), currency: z.string(), currencyDescription: z.string().optional() })
  .meta({ id: 'Rewards' });
export type Rewards = z.infer<typeof Rewards>;

export const Price = z.object({ fiat: Fiat, rewards: z.record(z.string(), Rewards) }).meta({ id: 'Price' });
export type Price = z.infer<typeof Price>;
