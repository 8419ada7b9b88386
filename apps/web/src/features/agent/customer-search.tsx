import { useState, type FormEvent } from 'react';
import type { CustomerMatch } from '@portal/contracts/agent';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { formatDate } from './agent-format.ts';
import { useCustomerSearch } from './agent-api.ts';

function CustomerCard({
  customer,
  busy,
  onAct,
}: {
  customer: CustomerMatch;
  busy: boolean;
  onAct: (customer: CustomerMatch) => void;
}) {
  const nameId = `customer-${customer.userId}`;
  return (
    <Card className="flex flex-col gap-4 p-5 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0">
        <h3 id={nameId} className="text-lg font-semibold text-slate-900">
          {customer.name}
        </h3>
        <p className="truncate text-sm text-slate-600">{customer.email}</p>
        {customer.recentBookings.length > 0 ? (
          <ul
            className="mt-3 space-y-1 text-sm text-slate-700"
            aria-label={`Recent bookings of ${customer.name}`}
          >
            {customer.recentBookings.map((b) => (
              <li key={b.confirmationCode} className="flex flex-wrap gap-x-3">
                <span className="font-mono font-medium">{b.confirmationCode}</span>
                <span>{b.productLine === 'Homes' ? 'Vacation rental' : b.productLine}</span>
                <span>{b.status}</span>
                <span className="text-slate-500">booked {formatDate(b.bookedAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-500">No bookings yet.</p>
        )}
      </div>
      <Button
        aria-describedby={nameId}
        isDisabled={busy}
        onPress={() => onAct(customer)}
        className="shrink-0 md:self-center"
      >
        Act for this customer
      </Button>
    </Card>
  );
}

/** The agent home's search: by email, name or confirmation code (H-…), then "Act for this customer". */
export function CustomerSearch({
  autoFocus,
  actingFor,
  onAct,
}: {
  autoFocus: boolean;
  actingFor: string | null;
  onAct: (customer: CustomerMatch) => void;
}) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const search = useCustomerSearch(submitted);
  const tooShort = submitted.trim().length > 0 && submitted.trim().length < 2;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(text);
  }

  return (
    <section aria-labelledby="customer-search-title">
      <h2 id="customer-search-title" className="text-xl font-bold text-slate-900">
        Find a customer
      </h2>
      <form role="search" onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="flex-1"
          label="Email, name or confirmation code"
          name="q"
          type="search"
          autoComplete="off"
          // The agent came here to search; the field is the page's one task.
          autoFocus={autoFocus}
          placeholder="primary@demo.test, Avery, H-7K2M9QXP"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={tooShort ? 'Enter at least 2 characters.' : null}
        />
        <Button type="submit" className="sm:min-w-32">
          Search
        </Button>
      </form>
      <div className="mt-6" aria-live="polite">
        {search.isFetching ? <Spinner label="Searching customers" /> : null}
        {search.isError ? (
          <Alert>
            {isApiError(search.error, 403)
              ? 'Only agent accounts can search customers. Sign out, then sign in with your agent account.'
              : 'We could not search customers right now. Please try again in a moment.'}
          </Alert>
        ) : null}
        {search.data && !search.isFetching ? (
          search.data.customers.length === 0 ? (
            <p className="text-slate-700">No customer matches “{submitted.trim()}”.</p>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-600">
                {search.data.customers.length === 1
                  ? '1 customer found'
                  : `${search.data.customers.length} customers found`}
              </p>
              <ul className="space-y-4">
                {search.data.customers.map((c) => (
                  <li key={c.userId}>
                    <CustomerCard customer={c} busy={actingFor !== null} onAct={onAct} />
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </div>
    </section>
  );
}
