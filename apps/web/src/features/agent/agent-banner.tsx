import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { clearSession } from '../../lib/session-store.ts';
import { endDelegatedSession, pageLoad } from './agent-api.ts';

/**
 * On every page of a delegated session: who acts for whom, and the way back to the agent's search. A labelled
 * region, so a screen reader lists it among the page's landmarks and reads both names.
 */
export function AgentBanner({ agentName, customerName }: { agentName: string; customerName: string }) {
  const [pending, setPending] = useState(false);

  async function leave(path: string) {
    setPending(true);
    const backToOwn = await endDelegatedSession();
    if (!backToOwn) clearSession();
    // A fresh page: the customer's trips, cards and travelers do not stay in the agent's session's cache.
    pageLoad.to(path);
  }

  return (
    <section aria-label="Agent session" className="border-b border-amber-300 bg-amber-50 text-slate-900">
      <div className="mx-auto flex max-w-[1330px] flex-col gap-3 px-5 py-3 sm:flex-row sm:items-center md:px-8">
        <p className="flex-1 text-[15px]">
          <span className="mr-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold tracking-wide uppercase">
            Agent
          </span>
          Agent <strong>{agentName}</strong> for <strong>{customerName}</strong>
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            isDisabled={pending}
            className="flex-1 sm:flex-none"
            onPress={() => void leave('/agent?switch=1')}
          >
            Switch customer
          </Button>
          <Button
            variant="primary"
            isDisabled={pending}
            className="flex-1 sm:flex-none"
            onPress={() => void leave(`/agent?ended=${encodeURIComponent(customerName)}`)}
          >
            End session
          </Button>
        </div>
      </div>
    </section>
  );
}
