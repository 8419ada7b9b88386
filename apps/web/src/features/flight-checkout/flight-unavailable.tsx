import { ButtonLink } from '../../components/ui/button.tsx';

/** The fares sold out (or were withdrawn) before checkout: said plainly, with the ways back. */
export function FlightUnavailable({
  title,
  message,
  reviewHref,
  searchHref,
}: {
  title: string;
  message: string;
  reviewHref: string;
  searchHref: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-5 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <p className="mt-2 text-slate-700">Nothing was charged.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={searchHref}>Back to results</ButtonLink>
        <ButtonLink to={reviewHref} variant="secondary">
          Choose another fare
        </ButtonLink>
      </div>
    </div>
  );
}
