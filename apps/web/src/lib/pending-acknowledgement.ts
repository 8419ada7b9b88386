// The one-time codes that come with auth codes 40106 (acknowledgement) and 40105 (business onboarding); their page
// sends it back with the user's acceptance or their business's setup. Session storage: it belongs to this tab's
// sign-in and dies with it.
const ACKNOWLEDGEMENT_KEY = 'portal.acknowledgementCode';
const ONBOARDING_KEY = 'portal.onboardingCode';

export function storePendingAcknowledgement(code: string): void {
  sessionStorage.setItem(ACKNOWLEDGEMENT_KEY, code);
}

export function peekPendingAcknowledgement(): string | null {
  return sessionStorage.getItem(ACKNOWLEDGEMENT_KEY);
}

export function clearPendingAcknowledgement(): void {
  sessionStorage.removeItem(ACKNOWLEDGEMENT_KEY);
}

export function storePendingOnboarding(code: string): void {
  sessionStorage.setItem(ONBOARDING_KEY, code);
}

export function peekPendingOnboarding(): string | null {
  return sessionStorage.getItem(ONBOARDING_KEY);
}

export function clearPendingOnboarding(): void {
  sessionStorage.removeItem(ONBOARDING_KEY);
}
