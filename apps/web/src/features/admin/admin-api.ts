import { useMutation, useQuery, useQueryClient, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogAnswer } from '@portal/contracts/admin';
import type {
  AdminUser,
  AdminUsersAnswer,
  InviteUserRequest,
  UpdateUserRequest,
} from '@portal/contracts/admin-users';
import { answerSchema } from '../../lib/answer-schema.ts';
import { api } from '../../lib/api-client.ts';

/** spec §7: the admin portal's calls go to their own prefix. */
export const ADMIN_API = '/admin/api/v0';
const admin = { base: ADMIN_API };

const UsersSchema = answerSchema<AdminUsersAnswer>(
  async () => (await import('@portal/contracts/admin-users')).AdminUsersAnswer,
);
const UserSchema = answerSchema<AdminUser>(
  async () => (await import('@portal/contracts/admin-users')).AdminUser,
);
const AuditSchema = answerSchema<AuditLogAnswer>(
  async () => (await import('@portal/contracts/admin')).AuditLogAnswer,
);

const usersKey = ['admin', 'users'] as const;

export function useAdminUsers() {
  return useQuery({
    queryKey: usersKey,
    queryFn: () => api.get('users', { ...admin, schema: UsersSchema }),
  });
}

/** After any change the list and the audit log are stale. */
function useInvalidateAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin'] });
}

export function useInviteUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: InviteUserRequest) => api.post('users', body, { ...admin, schema: UserSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: UpdateUserRequest }) =>
      api.patch(`users/${userId}`, change, { ...admin, schema: UserSchema }),
    onSuccess: invalidate,
  });
}

export const AUDIT_PAGE_SIZE = 25;

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit-log'],
    initialPageParam: null as { before: string; beforeId: string | null } | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
      if (pageParam) query.set('before', pageParam.before);
      if (pageParam?.beforeId) query.set('beforeId', pageParam.beforeId);
      return api.get(`audit-log?${query.toString()}`, { ...admin, schema: AuditSchema });
    },
    getNextPageParam: (last) =>
      last.nextBefore ? { before: last.nextBefore, beforeId: last.nextBeforeId } : null,
  });
}
