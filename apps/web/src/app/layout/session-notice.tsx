import { useEffect, useState } from 'react';
import { onSessionEvent } from '../../lib/session-store.ts';
import { InfoIcon } from '../../components/ui/icons.tsx';

/** Warns five minutes before the session ends (sessionExpiring), so a booking in progress is not lost silently. */
export function SessionExpiringNotice() {
  const [expiring, setExpiring] = useState(false);
  useEffect(() => {
    const offExpiring = onSessionEvent('sessionExpiring', () => setExpiring(true));
    const offInit = onSessionEvent('sessionInitialized', () => setExpiring(false));
    return () => {
      offExpiring();
      offInit();
    };
  }, []);
  if (!expiring) return null;
  return (
    <div role="alert" className="bg-brand-50 text-brand-900">
      <p className="mx-auto flex max-w-[1330px] items-center gap-2 px-5 py-3 text-sm md:px-8">
        <InfoIcon className="size-5 shrink-0" />
        Your session ends in about 5 minutes. Finish what you are doing, or sign in again afterwards to
        continue.
      </p>
    </div>
  );
}
