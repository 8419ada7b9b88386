import { Link } from 'react-router';
import type { HotelShopAnswer } from '@portal/contracts/hotel-details';

/** The stay can't be booked as asked (spec §8 stay violations, or the unavailable path flag): why, and what next. */
export function UnavailableNotice({
  violations,
  resultsHref,
}: {
  violations: HotelShopAnswer['availability']['violations'];
  resultsHref: string | null;
}) {
  return (
    <div role="alert" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h2 className="font-semibold text-slate-900">This hotel isn’t available for your stay</h2>
      {violations.length > 0 ? (
        <ul className="mt-2 space-y-1 text-slate-800">
          {violations.map((v) => (
            <li key={v.violation}>
              <strong className="font-semibold">{v.title}</strong>
              {v.subtitle ? ` ${v.subtitle}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-800">Try other dates or fewer rooms above.</p>
      )}
      {resultsHref ? (
        <Link
          to={resultsHref}
          className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2"
        >
          See other hotels
        </Link>
      ) : null}
    </div>
  );
}
