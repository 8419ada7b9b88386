// Spec §5 corporate policy in the web app: whether the traveler shops under a restrictive tier (the filter and
// badges show only then), and the out-of-policy reason chosen in the policy modal, kept for the book page it
// leads to (sessionStorage: it survives a reload of that page, never another tab or a later visit).
import { isRestrictive } from '@portal/domain/policy/tier';
import { useSessionInfo } from './session-info.ts';

/** The reason of corporateOutOfPolicyReason: at most this long (the fulfil schedule contract's limit). */
export const POLICY_REASON_MAX = 500;

export function useHasTravelPolicy(): boolean {
  const tier = useSessionInfo().data?.corporateInfo?.policyTier ?? null;
  return tier !== null && isRestrictive(tier);
}

const STORE_KEY = 'portal.outOfPolicyReason';
type Stored = { href: string; reason: string; anyUnder?: boolean };

/**
 * `href`: the book page's path and query, as the Reserve link has it. `anyUnder`: the reason is for any book page
 * under that path (flights choose a fare slice by slice, before the book page's query exists).
 */
export function rememberPolicyReason(
  href: string,
  reason: string,
  options: { anyUnder?: boolean } = {},
): void {
  try {
    const stored: Stored = { href, reason: reason.trim(), ...(options.anyUnder ? { anyUnder: true } : {}) };
    sessionStorage.setItem(STORE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the book page then has no reason and the server asks for one.
  }
}

/** The reason given for this book page (its path and query), or null. */
export function policyReasonFor(href: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? 'null') as Stored | null;
    if (!stored || stored.reason === '') return null;
    const matches = stored.anyUnder ? href.startsWith(stored.href) : href === stored.href;
    return matches ? stored.reason : null;
  } catch {
    return null;
  }
}
