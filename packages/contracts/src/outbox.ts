import { z } from 'zod';

/** One email the portal wrote for the user (GET /api/v0/outbox); sentAt is null while it waits for SMTP. */
export const OutboxEmail = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'OutboxEmail' });
export type OutboxEmail = z.infer<typeof OutboxEmail>;

/** Newest first. */
export const OutboxAnswer = z.object({ emails: z.array(OutboxEmail) });
export type OutboxAnswer = z.infer<typeof OutboxAnswer>;
