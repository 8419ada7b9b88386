import type { AwayTraveler } from '@portal/contracts/admin-reports';
import { formatDateRange } from '../../../lib/format.ts';
import { phoneLabel, PRODUCT_LABEL } from './reports-format.ts';

/** Everyone away, with where, until when and how to reach them: what an admin needs when something happens. */
export function AwayList({ travelers }: { travelers: AwayTraveler[] }) {
  return (
    <ul aria-label="Travelers away now" className="divide-y divide-slate-200">
      {travelers.map((t) => (
        <li key={t.bookingId} className="py-3 first:pt-0 last:pb-0">
          <p className="font-semibold text-slate-900">{t.name}</p>
          <p className="text-sm text-slate-700">
            {t.department} · {PRODUCT_LABEL[t.productLine]}
          </p>
          <p className="mt-1 text-sm text-slate-800">{t.place}</p>
          <p className="text-sm text-slate-700">{formatDateRange(t.from, t.until)}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {t.phone ? (
              <a
                href={`tel:${t.phone}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 outline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                Call {phoneLabel(t.phone)}
              </a>
            ) : null}
            <a
              href={`mailto:${t.email}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 outline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              Email {t.name.split(' ')[0]}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
