/** One changed field of an audit entry: its dotted path and the value before and after, as text. */
export type FieldChange = { field: string; before: string | null; after: string | null };

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  out.set(
    prefix,
    Array.isArray(value) ? value.join(', ') || '(none)' : value === null ? '(none)' : String(value),
  );
}

/** The fields that differ between before and after; a created record lists all its fields as added. */
export function auditDiff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  if (before) flatten(before, '', a);
  if (after) flatten(after, '', b);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields
    .filter((field) => a.get(field) !== b.get(field))
    .map((field) => ({ field, before: a.get(field) ?? null, after: b.get(field) ?? null }));
}

/** "user.make_admin" → "Make admin" in the log; unknown verbs stay readable. */
export function actionLabel(action: string): string {
  const verb = action.split('.').slice(1).join(' ').replace(/_/g, ' ') || action;
  const subject = action.split('.')[0] ?? '';
  const text = `${verb} ${subject === 'user' ? '' : subject}`.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
