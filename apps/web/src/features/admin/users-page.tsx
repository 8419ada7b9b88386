import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { AdminUser, MemberStatus } from '@portal/contracts/admin-users';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageBody } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useAdminUsers } from './admin-api.ts';
import { InviteUserForm } from './invite-user-form.tsx';
import { UserActions } from './user-actions.tsx';

const STATUS_STYLE: Record<MemberStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  invited: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  deactivated: 'bg-slate-100 text-slate-700 ring-slate-400/40',
};
const STATUS_LABEL: Record<MemberStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  deactivated: 'Deactivated',
};

function StatusBadge({ status }: { status: MemberStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[status]}`}>
      {STATUS_LABEL[status]}
    </span>
  );
}

const roleOf = (u: AdminUser) => (u.isAdmin ? 'Admin' : 'Traveler');

export function UsersPage() {
  useDocumentTitle('Users · Admin');
  const users = useAdminUsers();
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <PageBody>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Users</h1>
          <p className="mt-1 text-slate-700">Everyone who travels or administers travel for your company.</p>
        </div>
        <Button onPress={() => setInviting(true)} isDisabled={!users.data}>
          Invite user
        </Button>
      </div>
      <div aria-live="polite" className="mb-4 space-y-3 empty:hidden">
        {notice ? <Alert tone="info">{notice}</Alert> : null}
        {error ? <Alert title="That change wasn't made">{error}</Alert> : null}
      </div>
      {users.isPending ? (
        <Spinner label="Loading users" />
      ) : users.isError ? (
        <Alert title="We couldn't load your company's users">Please try again in a moment.</Alert>
      ) : users.data.users.length === 0 ? (
        <p className="text-slate-700">No one is in your company yet. Invite your first traveler.</p>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Your company's users</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {['Name', 'Department', 'Role', 'Status', 'Policy tier and actions'].map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {users.data.users.map((u) => (
                  <tr key={u.userId}>
                    <th scope="row" className="px-4 py-3 font-normal">
                      <span className="block font-semibold text-slate-900">
                        {u.firstName} {u.lastName}
                      </span>
                      <span className="block text-slate-600">{u.email}</span>
                    </th>
                    <td className="px-4 py-3 text-slate-800">{u.department ?? '—'}</td>
                    <td className="px-4 py-3 text-slate-800">{roleOf(u)}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status={u.status} />
                    </td>
                    <td className="px-4 py-3">
                      <UserActions user={u} tiers={users.data.tiers} onError={setError} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label="Your company's users">
            {users.data.users.map((u) => (
              <li key={u.userId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      {u.firstName} {u.lastName}
                    </p>
                    <p className="truncate text-sm text-slate-600">{u.email}</p>
                  </div>
                  <StatusBadge status={u.status} />
                </div>
                <p className="mt-2 text-sm text-slate-700">
                  {roleOf(u)}
                  {u.department ? ` · ${u.department}` : ''}
                </p>
                <div className="mt-3">
                  <UserActions user={u} tiers={users.data.tiers} onError={setError} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <ModalOverlay
        isOpen={inviting}
        onOpenChange={setInviting}
        isDismissable
        className="fixed inset-0 z-[70] grid place-items-center bg-slate-950/55 p-4"
      >
        <Modal className="max-h-[90vh] w-full max-w-[560px] overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none">
          <Dialog className="outline-none">
            <div className="mb-4 flex items-start justify-between gap-4">
              <Heading slot="title" className="text-xl font-bold text-slate-900">
                Invite a user
              </Heading>
              <Button variant="ghost" onPress={() => setInviting(false)}>
                Cancel
              </Button>
            </div>
            {users.data ? (
              <InviteUserForm
                tiers={users.data.tiers}
                onDone={(email) => {
                  setInviting(false);
                  setNotice(`Invitation sent to ${email}.`);
                }}
              />
            ) : null}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </PageBody>
  );
}
