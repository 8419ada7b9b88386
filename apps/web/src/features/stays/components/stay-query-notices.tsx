import type { ReactNode } from 'react';
import type { StayDateCorrection } from '@portal/domain/stay-corrections';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatDate } from '../../../lib/format.ts';

export const DATES_CHANGED_TITLE = 'We changed your dates';

/** One sentence per correction: what the user asked for, the rule, and the date the page now shows. */
export function correctionText(correction: StayDateCorrection): string {
  const was = formatDate(correction.was, 'full');
  const now = formatDate(correction.now, 'full');
  return correction.reason === 'BeforeToday'
    ? `Check-in ${was} has already passed, so it is now tomorrow, ${now}.`
    : `Checkout ${was} was not after check-in, so it is now ${now}, two nights after check-in.`;
}

/** Spec §5 corrections of the URL's dates, said out loud so the page never silently shows other dates. */
export function DateCorrectionsNotice({ corrections }: { corrections: readonly StayDateCorrection[] }) {
  if (corrections.length === 0) return null;
  return (
    <Alert tone="info" title={DATES_CHANGED_TITLE}>
      {corrections.map((c) => (
        <p key={c.field}>{correctionText(c)}</p>
      ))}
    </Alert>
  );
}

export const SEARCH_PROBLEM_TITLE = 'Change your search to continue';

/** A search no correction can fix (too many travelers, dates beyond a year): the rule, instead of results. */
export function StayRequestProblem({ problem, children }: { problem: string; children?: ReactNode }) {
  return (
    <Alert tone="error" title={SEARCH_PROBLEM_TITLE}>
      <p>{problem}</p>
      {children}
    </Alert>
  );
}
