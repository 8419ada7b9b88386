/**
 * Spec §6 and issue 15: what an agent may not do for a customer in a delegated session. The server refuses these
 * (403 with the rule), whatever the web app shows; a person's own session is never refused by them.
 */
// No route reads a full card number today: the payment provider alone holds them (payment-provider.ts), and the
// portal answers brand and last four. A route that ever reveals one takes refuseInDelegatedSession('ReadCardNumber').
export const AGENT_FORBIDDEN = {
  ChangePassword: "An agent may not change the customer's password: the customer changes it themselves.",
  ReadCardNumber: "An agent may not see the customer's full card numbers.",
} as const;

export type AgentForbiddenAction = keyof typeof AGENT_FORBIDDEN;

/** 40315: the action is refused in a delegated session (the message names the rule). */
export const AGENT_FORBIDDEN_CODE = 40315;

/** The rule that refuses `action`, or null when the session may do it. */
export function agentRefusal(action: AgentForbiddenAction, session: { isDelegated: boolean }): string | null {
  return session.isDelegated ? AGENT_FORBIDDEN[action] : null;
}

/** A new password's rules (the issuer's sign-in): long enough, not the old one. Null when it passes. */
export function newPasswordProblem(input: { current: string; next: string }): string | null {
  if (input.next.length < 10) return 'Use at least 10 characters for the new password.';
  if (input.next === input.current) return 'Choose a new password that differs from the current one.';
  return null;
}
