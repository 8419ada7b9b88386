import { Link } from 'react-router';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { usePortalConfig } from '../../lib/portal-config.ts';

export function SiteFooter() {
  const config = usePortalConfig();
  const corporate = config.tenant === 'capone-corporate';
  const tel = config.supportPhone.replace(/[^\d+]/g, '');
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid max-w-[1330px] gap-8 px-5 py-10 md:grid-cols-[1.4fr_1fr_1fr] md:px-8">
        <div>
          <p className="text-base font-bold text-brand-900">Card Travel{corporate ? ' for Business' : ''}</p>
          <p className="mt-2 max-w-sm">
            Book vacation rentals, hotels, flights and cars with the rewards you earn on your card.
          </p>
          <p className="mt-4 flex items-center gap-2 font-semibold text-brand-900">
            <PhoneIcon className="size-5" />
            <span>
              {corporate ? 'Business travel support' : 'Travel support'}:{' '}
              <a
                href={`tel:${tel}`}
                className="whitespace-nowrap underline underline-offset-2 hover:text-brand-700"
              >
                {config.supportPhone}
              </a>
            </span>
          </p>
        </div>
        <nav aria-label="Help">
          <h2 className="font-semibold text-slate-900">Help</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className="hover:text-brand-700 hover:underline" to="/faq/">
                Frequently asked questions
              </Link>
            </li>
            <li>
              <Link className="hover:text-brand-700 hover:underline" to="/trips">
                My trips
              </Link>
            </li>
            <li>
              <Link className="hover:text-brand-700 hover:underline" to="/premium-offers/">
                Premium offers
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="font-semibold text-slate-900">Terms</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link className="hover:text-brand-700 hover:underline" to="/terms/">
                Terms and conditions
              </Link>
            </li>
            <li>
              <Link className="hover:text-brand-700 hover:underline" to="/terms/complimentary-night/">
                Complimentary night terms
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-[1330px] px-5 py-4 text-xs text-slate-600 md:px-8">
          © {new Date().getFullYear()} Card Travel. A demonstration portal: no real bookings or charges are
          made.
        </p>
      </div>
    </footer>
  );
}
