import { useEffect, useRef, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { ApprovalStatus } from '@portal/contracts/approvals';
import { PageBody } from '../../../components/ui/page-header.tsx';
import { LoadErrorPanel } from '../../../components/ui/load-error-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { ApprovalCard } from './approval-card.tsx';
import { useApprovals } from './approvals-api.ts';

const FILTERS: { id: ApprovalStatus | 'All'; label: string }[] = [
  { id: 'Pending', label: 'Pending' },
  { id: 'Approved', label: 'Approved' },
  { id: 'Denied', label: 'Denied' },
  { id: 'Expired', label: 'Expired' },
  { id: 'Withdrawn', label: 'Withdrawn' },
  { id: 'All', label: 'All' },
];

/** /admin/approvals (issue 15): the business's approval queue, pending first, with approve and deny. */
export function ApprovalsPage() {
  useDocumentTitle('Approvals');
  const [filter, setFilter] = useState<ApprovalStatus | 'All'>('Pending');
  const approvals = useApprovals(filter);
  // A decided request leaves the Pending list and takes the focused button with it: focus moves to the notice
  // that says what was done, so a keyboard user is not dropped on <body> (and a screen reader hears it).
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  return (
    <PageBody narrow>
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Approvals</h1>
        <p className="mt-1 text-slate-700">
          Bookings your travelers asked to make. They are held, with the payment authorized, for 24 hours.
        </p>
      </div>
      <ToggleButtonGroup
        aria-label="Show requests"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[filter]}
        onSelectionChange={(keys) => setFilter([...keys][0] as ApprovalStatus | 'All')}
        className="mb-6 flex flex-wrap gap-2"
      >
        {FILTERS.map((f) => (
          <ToggleButton
            key={f.id}
            id={f.id}
            className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[selected]:border-brand-700 data-[selected]:bg-brand-700 data-[selected]:text-white"
          >
            {f.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <p
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        className={
          notice
            ? 'mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-700/20 outline-none ring-inset focus-visible:ring-2 focus-visible:ring-brand-600'
            : 'sr-only'
        }
      >
        {notice?.text}
      </p>
      {approvals.isPending ? (
        <Spinner label="Loading approval requests" />
      ) : approvals.isError ? (
        <LoadErrorPanel
          title="The approval requests could not be loaded"
          message={null}
          onRetry={() => void approvals.refetch()}
          retrying={approvals.isFetching}
        />
      ) : approvals.data.approvals.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          {filter === 'Pending' ? 'Nothing waits for your approval.' : 'No requests here yet.'}
        </p>
      ) : (
        <ul className="space-y-4">
          {approvals.data.approvals.map((request) => (
            <li key={request.id}>
              <ApprovalCard request={request} onDecided={(text) => setNotice({ text, at: Date.now() })} />
            </li>
          ))}
        </ul>
      )}
    </PageBody>
  );
}
