/**
 * Lets non-React code (the API client, session timers) navigate. The router registers its own navigate so moves
 * stay inside the single-page app; before that, and in tests, a full page load is used.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
