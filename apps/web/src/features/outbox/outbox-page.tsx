import type { OutboxEmail } from '@portal/contracts/outbox';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageBody, PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useOutbox } from './outbox-api.ts';

export const OUTBOX_TITLE = 'Emails sent to you';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function EmailCard({ email }: { email: OutboxEmail }) {
  const headingId = `email-${email.id}`;
  return (
    <Card className="p-5">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {email.subject}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
          <dt className="font-semibold">Date</dt>
          <dd>
            <time dateTime={email.createdAt}>{dateTime.format(new Date(email.createdAt))}</time>
          </dd>
          <dt className="font-semibold">To</dt>
          <dd className="break-all">{email.to}</dd>
          <dt className="font-semibold">Status</dt>
          <dd>{email.sentAt ? 'Sent' : 'Waiting in the outbox'}</dd>
        </dl>
        <pre className="mt-4 rounded-lg bg-slate-50 p-4 font-sans text-[15px] whitespace-pre-wrap text-slate-900">
          {email.text}
        </pre>
      </article>
    </Card>
  );
}

/**
 * The confirmation emails the portal wrote for the user. Without an SMTP server they never leave the
 * database, so this page is where a demo user reads them.
 */
export function OutboxPage() {
  useDocumentTitle(OUTBOX_TITLE);
  const outbox = useOutbox();
  return (
    <>
      <PageHeader eyebrow="Account" title={OUTBOX_TITLE}>
        Booking confirmations and other emails, newest first.
      </PageHeader>
      <PageBody narrow>
        {outbox.isPending ? (
          <Spinner label="Loading your emails" />
        ) : outbox.isError ? (
          <Alert title="We couldn't load your emails">Please try again in a moment.</Alert>
        ) : outbox.data.emails.length === 0 ? (
          <p className="text-slate-700">
            No emails yet. When you book a stay, its confirmation shows up here.
          </p>
        ) : (
          <ul className="space-y-5">
            {outbox.data.emails.map((email) => (
              <li key={email.id}>
                <EmailCard email={email} />
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </>
  );
}
