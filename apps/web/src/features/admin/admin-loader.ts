import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { storeReturnPath } from '../../lib/return-path.ts';
import { sessionInfoQuery } from '../../lib/session-info.ts';
import { hasLiveSession } from '../../lib/session-store.ts';

/**
 * The admin portal's gate (spec §6, canViewAdmin): signed out, sign in and come back; signed in without the
 * permission, the access-denied page. The server refuses the admin API the same way; this only spares the
 * visitor a page of errors.
 */
export async function adminLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  if (!hasLiveSession()) {
    storeReturnPath(`${url.pathname}${url.search}`);
    throw redirect('/login');
  }
  const info = await queryClient.fetchQuery(sessionInfoQuery);
  if (!info.corporateInfo?.permissions.canViewAdmin || info.isDelegatedSession)
    throw redirect('/access-denied');
  return null;
}
