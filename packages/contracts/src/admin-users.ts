import { z } from 'zod';

// The admin portal's Users screen (issue 15): a business's people, inviting one, and changing a member's
// status, Admin role or policy tier. Every change is audit-logged by the server.

export const MemberStatus = z.enum(['active', 'invited', 'deactivated']);
export type MemberStatus = z.infer<typeof MemberStatus>;

export const AdminUser = z
  .object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
    /** Holds the spec §6 'Admin' role (and with it canViewAdmin). */
    isAdmin: z.boolean(),
    policyTier: z.object({ id: z.string(), name: z.string() }).nullable(),
    status: MemberStatus,
    department: z.string().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;

const USER_EXAMPLE: AdminUser = {
  userId: '8d2f4a6b-1c3e-4d5f-8a7b-9c0d1e2f3a4b',
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya.raman@acme-outdoor.test',
  roles: ['Traveler'],
  isAdmin: false,
  policyTier: { id: '3c5e7a9b-2d4f-4a6c-8e0b-1f3a5c7e9d2b', name: 'Standard travel policy' },
  status: 'active',
  department: 'Sales',
};

export const AdminUsersAnswer = z
  .object({
    users: z.array(AdminUser),
    /** The business's tiers, for the tier pickers. */
    tiers: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({
    id: 'AdminUsersAnswer',
    examples: [{ users: [USER_EXAMPLE], tiers: [USER_EXAMPLE.policyTier] }],
  });
export type AdminUsersAnswer = z.infer<typeof AdminUsersAnswer>;

const name = (what: string) =>
  z.string().trim().min(1, `${what} is required.`).max(80, `${what} can be at most 80 characters.`);

export const InviteUserRequest = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email('Enter a valid email address.').max(254, 'The email can be at most 254 characters.')),
    firstName: name('First name'),
    lastName: name('Last name'),
    role: z.enum(['Admin', 'Traveler']),
    /** Defaults to the business's first tier by name. */
    policyTierId: z.uuid('Choose a policy tier.').optional(),
    department: z.string().trim().max(80, 'The department can be at most 80 characters.').optional(),
  })
  .meta({
    id: 'InviteUserRequest',
    examples: [
      {
        email: 'priya.raman@acme-outdoor.test',
        firstName: 'Priya',
        lastName: 'Raman',
        role: 'Traveler',
        policyTierId: '3c5e7a9b-2d4f-4a6c-8e0b-1f3a5c7e9d2b',
        department: 'Sales',
      },
    ],
  });
export type InviteUserRequest = z.infer<typeof InviteUserRequest>;

/** One change at a time, so each is its own audit entry and its own undo. */
export const UpdateUserRequest = z
  .union([
    z.object({ status: z.enum(['active', 'deactivated']) }).strict(),
    z.object({ isAdmin: z.boolean() }).strict(),
    z.object({ policyTierId: z.uuid('Choose a policy tier.') }).strict(),
  ])
  .meta({
    id: 'UpdateUserRequest',
    examples: [{ status: 'deactivated' }, { isAdmin: true }, { policyTierId: USER_EXAMPLE.policyTier?.id }],
  });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const UserIdParams = z.object({ userId: z.uuid() });
