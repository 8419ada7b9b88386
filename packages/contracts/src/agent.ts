import { z } from 'zod';
import { LoginCodeAnswer } from './session.ts';

// The agent portal (spec §6): an agent finds a customer and opens a delegated session for them.

/** Every call of a delegated session carries the agent's user id in this header (spec §6 "an agent header"). */
export const AGENT_HEADER = 'H-Agent-Id';

export const CustomerSearchQuery = z.object({
  /** An email (or part of one), a first or last name, or a confirmation code (H-…). */
  q: z.string().trim().min(2).max(100),
});

export const CustomerBooking = z.object({
  confirmationCode: z.string(),
  productLine: z.string(),
  status: z.string(),
  bookedAt: z.string().meta({ description: 'ISO 8601 instant' }),
});

export const CustomerMatch = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The customer's latest bookings, newest first (at most 3). */
  recentBookings: z.array(CustomerBooking),
});
export type CustomerMatch = z.infer<typeof CustomerMatch>;

export const CustomerSearchAnswer = z.object({ customers: z.array(CustomerMatch) }).meta({
  id: 'CustomerSearchAnswer',
  examples: [
    {
      customers: [
        {
          userId: '5a1c7e2d-9b3f-4c6a-8d0e-2f4b6a8c0e1d',
          name: 'Avery Primary',
          email: 'primary@demo.test',
          recentBookings: [
            {
              confirmationCode: 'H-7K2M9QXP',
              productLine: 'Homes',
              status: 'Confirmed',
              bookedAt: '2026-11-20T10:15:00.000Z',
            },
          ],
        },
      ],
    },
  ],
});
export type CustomerSearchAnswer = z.infer<typeof CustomerSearchAnswer>;

export const ActForCustomerRequest = z
  .object({ customerUserId: z.uuid() })
  .meta({ examples: [{ customerUserId: '5a1c7e2d-9b3f-4c6a-8d0e-2f4b6a8c0e1d' }] });

/** The delegated session: its own bearer and CSRF tokens; `agentId` goes in the H-Agent-Id header. */
export const DelegatedSessionAnswer = LoginCodeAnswer.extend({ agentId: z.string() }).meta({
  id: 'DelegatedSessionAnswer',
  examples: [
    {
      token: 'n3Qh…',
      csrfToken: 'c8Lp…',
      sessionExpiration: '2026-11-27T16:00:00.000Z',
      permissions: { canViewAdmin: false, canViewUsers: false },
      agentId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    },
  ],
});
export type DelegatedSessionAnswer = z.infer<typeof DelegatedSessionAnswer>;
