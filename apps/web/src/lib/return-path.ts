/** spec §2: a 401 stores the current path and query so sign-in can return there. */
const RETURN_PATH_KEY = 'portal.returnPath';

/** Pages that are never a sensible place to return to after sign-in. */
const NOT_RETURNABLE = ['/login', '/access-denied', '/access-denied-not-beta', '/acknowledgement'];

export function storeReturnPath(pathWithQuery: string): void {
  const path = pathWithQuery.split('?')[0] ?? '';
  if (NOT_RETURNABLE.some((p) => path === p || path === `${p}/`)) return;
  localStorage.setItem(RETURN_PATH_KEY, pathWithQuery);
}

export function peekReturnPath(): string | null {
  return localStorage.getItem(RETURN_PATH_KEY);
}

/** Reads and forgets the stored path; only same-site paths are honoured. */
export function takeReturnPath(): string {
  const stored = localStorage.getItem(RETURN_PATH_KEY);
  localStorage.removeItem(RETURN_PATH_KEY);
  if (!stored || !stored.startsWith('/') || stored.startsWith('//')) return '/';
  return stored;
}
