import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { AdminUser, AdminUsersAnswer, UpdateUserRequest } from '@portal/contracts/admin-users';
import { useUpdateUser } from './admin-api.ts';

const itemClass =
  'flex cursor-pointer rounded-lg px-3 py-2.5 text-sm text-slate-800 outline-none focus:bg-brand-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[focus-visible]:ring-inset';

/** A member's changes: the tier picker and a menu for role and status. Errors (the last admin) are announced. */
export function UserActions({
  user,
  tiers,
  onError,
}: {
  user: AdminUser;
  tiers: AdminUsersAnswer['tiers'];
  onError: (message: string | null) => void;
}) {
  const update = useUpdateUser();
  const [busy, setBusy] = useState(false);
  const name = `${user.firstName} ${user.lastName}`;
  // Controls stay enabled while a change is saving: disabling the one that has focus would drop focus to the page.
  const change = (patch: UpdateUserRequest) => {
    if (busy) return;
    setBusy(true);
    onError(null);
    update.mutate(
      { userId: user.userId, change: patch },
      { onError: (e) => onError(e.message), onSettled: () => setBusy(false) },
    );
  };
  return (
    <div className="flex items-center gap-2">
      <label className="sr-only" htmlFor={`tier-${user.userId}`}>
        Policy tier for {name}
      </label>
      <select
        id={`tier-${user.userId}`}
        aria-busy={busy}
        value={user.policyTier?.id ?? ''}
        onChange={(e) => change({ policyTierId: e.target.value })}
        className="min-h-11 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        {user.policyTier ? null : <option value="">No tier</option>}
        {tiers.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      <MenuTrigger>
        <Button
          aria-label={`Actions for ${name}`}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-xl font-bold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">⋯</span>
        </Button>
        <Popover
          placement="bottom end"
          className="w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <Menu
            aria-label={`Actions for ${name}`}
            className="outline-none"
            onAction={(key) => {
              if (key === 'admin') change({ isAdmin: !user.isAdmin });
              if (key === 'status')
                change({ status: user.status === 'deactivated' ? 'active' : 'deactivated' });
            }}
          >
            <MenuItem id="admin" className={itemClass}>
              {user.isAdmin ? 'Remove admin role' : 'Make admin'}
            </MenuItem>
            <MenuItem id="status" className={itemClass}>
              {user.status === 'deactivated' ? 'Reactivate' : 'Deactivate'}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
