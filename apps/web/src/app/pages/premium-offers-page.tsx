import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { BedIcon, HomeIcon, SparkleIcon } from '../../components/ui/icons.tsx';
import { PageBody, PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

const OFFERS = [
  {
    Icon: SparkleIcon,
    title: 'Premier collection',
    text: 'Luxury hotels with daily breakfast for two, a property credit and room upgrades when available.',
    link: { to: '/terms/', label: 'Read the terms' },
  },
  {
    Icon: BedIcon,
    title: 'Complimentary fourth night',
    text: 'Book four nights or more at select Premier and Lifestyle hotels and one night is complimentary.',
    link: { to: '/terms/complimentary-night/', label: 'Offer terms' },
  },
  {
    Icon: HomeIcon,
    title: 'Vacation rentals',
    text: 'Whole homes with room for everyone. Earn your card’s vacation-rental rate on every booking.',
    link: { to: '/stays/', label: 'Search vacation rentals' },
  },
];

export function PremiumOffersPage() {
  useDocumentTitle('Premium offers');
  return (
    <>
      <PageHeader eyebrow="Offers" title="Premium offers for cardholders">
        Extra value on stays booked with your card.
      </PageHeader>
      <PageBody>
        <ul className="grid gap-6 md:grid-cols-3">
          {OFFERS.map(({ Icon, title, text, link }) => (
            <li key={title}>
              <Card className="flex h-full flex-col p-6">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon />
                </span>
                <h2 className="mt-4 text-lg font-bold text-slate-900">{title}</h2>
                <p className="mt-1.5 flex-1 text-slate-700">{text}</p>
                <Link to={link.to} className="mt-4 font-semibold text-brand-700 underline underline-offset-2">
                  {link.label}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
        <ButtonLink to="/stays/" className="mt-10">
          Start with a vacation rental
        </ButtonLink>
      </PageBody>
    </>
  );
}
