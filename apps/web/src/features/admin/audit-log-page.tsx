import type { AuditEntry } from '@portal/contracts/admin';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageBody } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useAuditLog } from './admin-api.ts';
import { actionLabel, auditDiff } from './audit-diff.ts';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Who or what the entry is about: a member's email, a policy tier's name (its last name when deleted). */
function subjectOf(entry: AuditEntry): string | null {
  const key = entry.targetType === 'user' ? 'email' : entry.targetType === 'policyTier' ? 'name' : null;
  const value = key ? (entry.after?.[key] ?? entry.before?.[key]) : undefined;
  return typeof value === 'string' ? value : null;
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  const changes = auditDiff(entry.before, entry.after);
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">
          {actionLabel(entry.action)}
          {subjectOf(entry) ? ` · ${subjectOf(entry)}` : ''}
        </h2>
        <time dateTime={entry.at} className="text-sm text-slate-600">
          {when.format(new Date(entry.at))}
        </time>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        By {entry.actor.name} ({entry.actor.email}){entry.onBehalfOf ? ` for ${entry.onBehalfOf.name}` : ''}
      </p>
      {changes.length > 0 ? (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">What changed</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Before
              </th>
              <th scope="col" className="py-1 font-medium">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field} className="border-t border-slate-100 align-top">
                <th scope="row" className="py-1.5 pr-3 font-medium break-all text-slate-800">
                  {c.field}
                </th>
                <td className="py-1.5 pr-3 break-words text-red-800">
                  {c.before === null ? '—' : <del>{c.before}</del>}
                </td>
                <td className="py-1.5 break-words text-emerald-800">
                  {c.after === null ? '—' : <ins className="no-underline">{c.after}</ins>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}

export function AuditLogPage() {
  useDocumentTitle('Audit log · Admin');
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <PageBody narrow>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Audit log</h1>
      <p className="mt-1 mb-6 text-slate-700">Every change made by your company's admins, newest first.</p>
      {log.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : log.isError ? (
        <Alert title="We couldn't load the audit log">Please try again in a moment.</Alert>
      ) : entries.length === 0 ? (
        <p className="text-slate-700">No changes yet. Invitations, role and policy changes will show here.</p>
      ) : (
        <>
          <ol className="space-y-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <EntryCard entry={entry} />
              </li>
            ))}
          </ol>
          {log.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                onPress={() => void log.fetchNextPage()}
                isDisabled={log.isFetchingNextPage}
              >
                {log.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </PageBody>
  );
}
