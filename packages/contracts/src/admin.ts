import { z } from 'zod';
import { BOOKING_FOR_MODE_LABELS, BOOKING_FOR_MODES } from '@portal/domain/corporate';

// The admin portal's API (spec §7 admin API prefix /admin/api/v0), shared by its screens. Each screen's module
// adds its own schemas in its own file; this one holds what every admin screen shares.

/** One entry of the audit log: who did what to what, when, and the record before and after. */
export const AuditEntry = z
  .object({
    id: z.string(),
    at: z.string().meta({ description: 'ISO 8601 instant' }),
    actor: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
    /** An agent's action in a delegated session: the customer it was done for. */
    onBehalfOf: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
    action: z
      .string()
      .meta({ description: 'A dotted verb, e.g. user.invite, policy.update, approval.approve' }),
    targetType: z.string(),
    targetId: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

const AUDIT_EXAMPLE: AuditEntry = {
  id: '0b7e9c1a-53d4-4f0e-9f37-6a1d2c4e8b10',
  at: '2026-11-24T15:04:05.000Z',
  actor: {
    userId: '8d2f4a6b-1c3e-4d5f-8a7b-9c0d1e2f3a4b',
    name: 'Morgan Reyes',
    email: 'corp-admin@demo.test',
  },
  onBehalfOf: null,
  action: 'policy.update',
  targetType: 'policyTier',
  targetId: '3c5e7a9b-2d4f-4a6c-8e0b-1f3a5c7e9d2b',
  before: { hotels: { policies: { maxPricePerNight: 250 } } },
  after: { hotels: { policies: { maxPricePerNight: 300 } } },
};

export const AuditLogQuery = z.object({
  /** Entries strictly older than this instant (the previous page's last `at`). */
  before: z.iso.datetime().optional(),
  /**
   * With `before`: also the entries at exactly that instant whose id sorts before this one (the previous page's last
   * `id`), so entries written in the same millisecond are neither skipped nor repeated across pages.
   */
  beforeId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Newest first. */
export const AuditLogAnswer = z
  .object({
    entries: z.array(AuditEntry),
    /** The next page's `before` and `beforeId`; null on the last page. */
    nextBefore: z.string().nullable(),
    nextBeforeId: z.string().nullable(),
  })
  .meta({
    id: 'AuditLogAnswer',
    examples: [{ entries: [AUDIT_EXAMPLE], nextBefore: null, nextBeforeId: null }],
  });
export type AuditLogAnswer = z.infer<typeof AuditLogAnswer>;

/** Spec §6 business onboarding: the business's booking-for mode, and the four it may choose from. */
export const OnboardingAnswer = z
  .object({
    businessName: z.string(),
    bookingForMode: z.enum(BOOKING_FOR_MODES),
    options: z.array(z.object({ mode: z.enum(BOOKING_FOR_MODES), label: z.string() })),
  })
  .meta({
    id: 'OnboardingAnswer',
    examples: [
      {
        businessName: 'Acme Outdoor Co.',
        bookingForMode: 'BookForMyselfAndOthers',
        options: BOOKING_FOR_MODES.map((mode) => ({ mode, label: BOOKING_FOR_MODE_LABELS[mode] })),
      },
    ],
  });
export type OnboardingAnswer = z.infer<typeof OnboardingAnswer>;

export const OnboardingRequest = z
  .object({ bookingForMode: z.enum(BOOKING_FOR_MODES) })
  .meta({ id: 'OnboardingRequest', examples: [{ bookingForMode: 'SomeoneElseBooksForEveryone' }] });
