import { z } from 'zod';
import { ExperimentId } from '@portal/contracts/session';

const Variant = z.object({
  name: z.string().min(1),
  // Weight 0 is never drawn but can still be given to someone through `overrides`.
  weight: z.number().min(0).default(1),
  data: z.unknown().optional(),
});

const Rollout = z.object({
  variants: z.array(Variant).min(1),
  /** email -> variant name: testers and support see a chosen variant whatever their draw. */
  overrides: z.record(z.string(), z.string()).default({}),
});

const ExperimentDefinition = Rollout.extend({
  /** The corporate tenant's rollout (PUT experiments/cotb/active); the consumer one when absent. */
  corporate: Rollout.optional(),
});

/** apps/api/config/experiments.json: what an operator edits while the server runs. */
export const ExperimentsConfig = z.object({
  experiments: z.record(z.string(), ExperimentDefinition).default({}),
});

export type Rollout = z.infer<typeof Rollout>;
export type ExperimentDefinition = z.infer<typeof ExperimentDefinition>;
export type ExperimentsConfig = z.infer<typeof ExperimentsConfig>;

const only = (name: string): ExperimentDefinition => ({ variants: [{ name, weight: 1 }], overrides: {} });

/** What every experiment answers when the file does not mention it (or cannot be read). */
export const defaultExperiments: Record<string, ExperimentDefinition> = {
  [ExperimentId.StaysBooking]: only('available'),
  [ExperimentId.WalletCredits]: only('available'),
  [ExperimentId.OfferStacking]: only('control'),
  [ExperimentId.PricingUpdate]: only('control'),
  [ExperimentId.Trees]: only('available'),
  [ExperimentId.TravelWalletOffers]: only('available'),
  [ExperimentId.CreditTransactionHistory]: only('available'),
  [ExperimentId.AnnualTravelCredits]: only('available'),
  [ExperimentId.TravelSale]: only('control'),
  [ExperimentId.VirtualCardNumbers]: only('available'),
  [ExperimentId.CorporateHideTravelWalletOffers]: { ...only('control'), corporate: only('available') },
  [ExperimentId.ModuleAvailability]: only('available'),
  [ExperimentId.CoverReviews]: only('available'),
  [ExperimentId.CategorizedGallery]: only('available'),
  [ExperimentId.Maintenance]: only('off'),
  [ExperimentId.HotelRefundableRooms]: only('available'),
  [ExperimentId.HotelCfarPolicyScenario]: only('available'),
};
