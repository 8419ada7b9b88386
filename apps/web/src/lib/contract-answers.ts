import type { z } from 'zod';
import type * as Listings from '@portal/contracts/listings';
import type * as Session from '@portal/contracts/session';
import { answerSchema } from './answer-schema.ts';

// The contract modules (and zod with them) load only where answers are checked: development and tests.
const listings = () => import('@portal/contracts/listings');
const session = () => import('@portal/contracts/session');

type Out<S extends z.ZodType> = z.infer<S>;

export const SessionInfo = answerSchema<Out<typeof Session.SessionInfo>>(
  async () => (await session()).SessionInfo,
);
export const ExperimentsAnswer = answerSchema<Out<typeof Session.ExperimentsAnswer>>(
  async () => (await session()).ExperimentsAnswer,
);
export const PortalConfig = answerSchema<Out<typeof Session.PortalConfig>>(
  async () => (await session()).PortalConfig,
);
export const SignInAnswer = answerSchema<Out<typeof Session.SignInAnswer>>(
  async () => (await session()).SignInAnswer,
);
export type LoginCodeAnswer = Out<typeof Session.LoginCodeAnswer>;
export const LoginCodeAnswer = answerSchema<Out<typeof Session.LoginCodeAnswer>>(
  async () => (await session()).LoginCodeAnswer,
);

export const ShopAnswer = answerSchema<Out<typeof Listings.ShopAnswer>>(
  async () => (await listings()).ShopAnswer,
);
export const CalendarAnswer = answerSchema<Out<typeof Listings.CalendarAnswer>>(
  async () => (await listings()).CalendarAnswer,
);
export const AvailabilityAnswer = answerSchema<Out<typeof Listings.AvailabilityAnswer>>(
  async () => (await listings()).AvailabilityAnswer,
);
export const AutocompleteAnswer = answerSchema<Out<typeof Listings.AutocompleteAnswer>>(
  async () => (await listings()).AutocompleteAnswer,
);

/** Tests parse answers as before: load every contract schema up front (src/test/setup.ts). */
export async function preloadContractAnswers(): Promise<void> {
  await Promise.all(
    [
      SessionInfo,
      ExperimentsAnswer,
      PortalConfig,
      SignInAnswer,
      LoginCodeAnswer,
      ShopAnswer,
      CalendarAnswer,
      AvailabilityAnswer,
      AutocompleteAnswer,
    ].map((schema) => schema.preload()),
  );
}
