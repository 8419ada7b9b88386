import type { AuthCode as ContractAuthCode } from '@portal/contracts/common';

/**
 * The contract's auth codes (api.md "Conventions"), restated so the shell does not load the contract module and
 * zod with it; `satisfies` keeps the copy identical to the contract at compile time.
 */
export const AuthCode = {
  Unauthenticated: 40100,
  NotBeta: 40102,
  AccessDenied: 40103,
  NeedsOnboarding: 40105,
  NeedsAcknowledgement: 40106,
} as const satisfies typeof ContractAuthCode;
