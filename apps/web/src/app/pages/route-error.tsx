import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="mx-auto max-w-xl px-5 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Uh oh! Something went wrong</h1>
      <p className="mt-3 text-slate-700">
        This page could not be shown. Please try again; if it keeps happening, call travel support.
      </p>
      {detail ? <p className="mt-2 text-sm text-slate-600">{detail}</p> : null}
      <ButtonLink to="/" className="mt-8">
        Go to the home page
      </ButtonLink>
    </div>
  );
}
