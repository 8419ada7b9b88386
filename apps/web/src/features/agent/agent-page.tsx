import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CustomerMatch } from '@portal/contracts/agent';
import { Alert } from '../../components/ui/alert.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageBody, PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { enterAgentMode } from '../../lib/query-params.ts';
import { useSessionInfo } from '../../lib/session-info.ts';
import { hasLiveSession } from '../../lib/session-store.ts';
import { actForCustomer, pageLoad } from './agent-api.ts';
import { AgentSignIn } from './agent-sign-in.tsx';
import { CustomerSearch } from './customer-search.tsx';

/** What the banner's buttons pass when they bring the agent back here (?switch=1, ?ended={name}). */
type AgentPageState = { switching: boolean; endedFor: string | null };

function AgentHome({ state }: { state: AgentPageState }) {
  const [actingFor, setActingFor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onAct(customer: CustomerMatch) {
    setError(null);
    setActingFor(customer.userId);
    try {
      await actForCustomer(customer.userId);
      // A fresh page: nothing cached from the agent's own session shows in the customer's.
      pageLoad.to('/');
    } catch (actError) {
      setActingFor(null);
      setError(
        isApiError(actError, 404)
          ? 'That customer can no longer be found.'
          : 'We could not open a session for this customer. Please try again.',
      );
    }
  }

  return (
    <div className="space-y-6">
      {state.endedFor ? <Alert tone="info">Your session for {state.endedFor} has ended.</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      {actingFor ? <Spinner label="Opening the customer's session" /> : null}
      <CustomerSearch autoFocus={state.switching} actingFor={actingFor} onAct={(c) => void onAct(c)} />
    </div>
  );
}

/** /agent: the agent portal's sign-in, then the agent home with the customer search (spec §6). */
export function AgentPage() {
  useDocumentTitle('Agent portal');
  const [params] = useSearchParams();
  const state = { switching: params.get('switch') === '1', endedFor: params.get('ended') };
  const info = useSessionInfo();
  const [, setSignedInAt] = useState(0);
  useEffect(() => enterAgentMode(), []);
  const signedIn = hasLiveSession();

  let body;
  if (!signedIn) body = <AgentSignIn onSignedIn={() => setSignedInAt(Date.now())} />;
  else if (info.isPending) body = <Spinner label="Loading your account" />;
  else if (info.data?.isDelegatedSession) {
    const name = `${info.data.userInfo.firstName} ${info.data.userInfo.lastName}`;
    body = (
      <div className="space-y-4">
        <Alert tone="info">
          You are acting for {name}. End the session in the banner above to find another customer.
        </Alert>
        <ButtonLink to="/">Continue for {name}</ButtonLink>
      </div>
    );
  } else body = <AgentHome state={state} />;

  return (
    <>
      <PageHeader eyebrow="Agent portal" title="Help a customer">
        Find the customer by email, name or confirmation code, then book and manage trips on their behalf.
      </PageHeader>
      <PageBody narrow>{body}</PageBody>
    </>
  );
}
