import { useId, useState } from 'react';
import type { ApprovalRequest } from '@portal/contracts/approvals';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useApprovalDetail, useComment, useDecision } from './approvals-api.ts';

const TONES: Record<ApprovalRequest['status'], string> = {
  Pending: 'bg-amber-50 text-amber-900 ring-amber-700/25',
  Approved: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  Denied: 'bg-red-50 text-red-800 ring-red-700/20',
  Expired: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  Withdrawn: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export const statusLabel = (status: ApprovalRequest['status']) =>
  status === 'Pending' ? 'Pending approval' : status;

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : '';

const money = (v: { value: number }) =>
  v.value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** One request of the queue: what was booked, by whom and why; approve or deny with a comment; its history. */
export function ApprovalCard({
  request,
  onDecided,
}: {
  request: ApprovalRequest;
  /** Told what was decided, in words for the page's notice. */
  onDecided?: (text: string) => void;
}) {
  const headingId = useId();
  const [comment, setComment] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const decision = useDecision();
  const note = useComment();
  const sendComment = () =>
    void note.mutateAsync({ id: request.id, comment }).then(
      () => {
        setComment('');
        onDecided?.(`Comment sent to ${request.traveler.name}.`);
      },
      () => undefined, // shown below (note.error)
    );
  const detail = useApprovalDetail(showHistory ? request.id : null);
  const commentId = useId();
  const pending = request.status === 'Pending';
  // mutateAsync: its promise settles even when the decided card has already left the list (unmounted).
  const decide = (action: 'approve' | 'deny') =>
    void decision.mutateAsync({ id: request.id, action, comment }).then(
      () =>
        onDecided?.(
          `${action === 'approve' ? 'Approved' : 'Denied'}: ${request.booking.title} for ${request.traveler.name}. ` +
            'The traveler gets an email.',
        ),
      () => undefined, // the card shows the error (decision.error)
    );
  const busy = decision.isPending || note.isPending;
  const failure = decision.error ?? note.error;
  const error = failure && isApiError(failure) ? failure.message : null;
  const needsReason = decision.variables?.action === 'deny' && !comment.trim();

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <span
            className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${TONES[request.status]}`}
          >
            {statusLabel(request.status)}
          </span>
          <h2 id={headingId} className="mt-2 text-lg font-bold text-slate-900">
            {request.booking.title}
          </h2>
          <p className="text-sm text-slate-600">
            {request.traveler.name} · {request.booking.productLine} · #{request.booking.confirmationCode}
          </p>
        </div>
        <p className="text-xl font-bold text-slate-900">{money(request.booking.total)}</p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-slate-700">Requested: </dt>
          <dd className="inline">{when(request.requestedAt)}</dd>
        </div>
        {pending && request.expiresAt ? (
          <div>
            <dt className="inline font-medium text-slate-700">Expires: </dt>
            <dd className="inline">{when(request.expiresAt)}</dd>
          </div>
        ) : null}
        {request.reason ? (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-slate-700">Traveler's reason: </dt>
            <dd className="inline">{request.reason}</dd>
          </div>
        ) : null}
        {request.outOfPolicyReason ? (
          <div className="sm:col-span-2">
            <dt className="inline font-medium text-slate-700">Out of policy because: </dt>
            <dd className="inline">{request.outOfPolicyReason}</dd>
          </div>
        ) : null}
      </dl>
      {pending ? (
        <div className="mt-4">
          <label htmlFor={commentId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Comment (required to deny)
          </label>
          <textarea
            id={commentId}
            value={comment}
            maxLength={1000}
            rows={2}
            onChange={(e) => setComment(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-[15px] focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          />
          <div className="mt-3 flex flex-wrap gap-3">
            {/* Not disabled while deciding (a disabled button drops the keyboard focus to <body>), nor isPending
                (its markup fails axe's role-img-alt): a second press is ignored instead. */}
            <Button onPress={() => busy || decide('approve')}>Approve</Button>
            <Button variant="secondary" onPress={() => busy || decide('deny')} isDisabled={!comment.trim()}>
              Deny
            </Button>
            <Button variant="ghost" onPress={() => busy || sendComment()} isDisabled={!comment.trim()}>
              Comment only
            </Button>
          </div>
          {needsReason ? <p className="mt-2 text-sm text-red-800">A denial needs a reason.</p> : null}
        </div>
      ) : null}
      {error ? (
        <div className="mt-3">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <div className="mt-4">
        <Button variant="ghost" onPress={() => setShowHistory((v) => !v)} aria-expanded={showHistory}>
          {showHistory ? 'Hide history' : 'Show history'}
        </Button>
        {showHistory ? (
          detail.isPending ? (
            <p className="mt-2 text-sm text-slate-600">Loading history…</p>
          ) : detail.isError ? (
            <p className="mt-2 text-sm text-red-800">The history could not be loaded.</p>
          ) : (
            <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
              {detail.data.approval.history.map((event) => (
                <li key={`${event.kind}-${event.at}`}>
                  <span className="font-semibold">{event.kind}</span> · {when(event.at)}
                  {event.actor ? ` · ${event.actor.name}` : ' · automatically after 24 hours'}
                  {event.comment ? <p className="text-slate-700">“{event.comment}”</p> : null}
                </li>
              ))}
            </ol>
          )
        ) : null}
      </div>
    </article>
  );
}
