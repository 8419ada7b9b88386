import { ButtonLink } from '../../components/ui/button-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-xl px-5 py-20 text-center md:py-28">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 md:text-4xl">We can’t find that page</h1>
      <p className="mt-3 text-slate-700">The link may be out of date, or the page may have moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/faq/" variant="secondary">
          Get help
        </ButtonLink>
      </div>
    </div>
  );
}
