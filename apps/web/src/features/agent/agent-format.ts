/** "Nov 20, 2026" in the agent's locale, from an ISO instant. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
