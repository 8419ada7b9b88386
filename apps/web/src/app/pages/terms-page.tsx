import { Link } from 'react-router';
import { PageBody, PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

const SECTIONS: { title: string; paragraphs: string[] }[] = [
  {
    title: 'Who you book with',
    paragraphs: [
      'Card Travel arranges bookings with independent travel suppliers: vacation-rental hosts and managers, hotels, airlines and car rental companies. Each booking is subject to the supplier’s terms and the rate rules shown before you confirm.',
    ],
  },
  {
    title: 'Travelers and protections',
    paragraphs: [
      'The person who makes a booking decides how its protections are exercised for every traveler on it. Protections bought with a booking cannot be added later unless their terms say otherwise.',
    ],
  },
  {
    title: 'Payments and rewards',
    paragraphs: [
      'You can pay with an eligible card, with rewards, or with both. Rewards are redeemed at the value shown at checkout. Promotions and travel credits need an account in good standing and are non-transferable.',
      'Refunds to your card post within one to two billing cycles. You may dispute a charge within 60 days.',
    ],
  },
  {
    title: 'Price match',
    paragraphs: [
      'Claims must be made within 24 hours of booking for a price in US dollars that is publicly available, an exact match and verifiable by an agent. Price match is not available on packages, vacation rentals, or pay-at-hotel bookings of Premier or Lifestyle hotels.',
    ],
  },
  {
    title: 'Cancelling',
    paragraphs: [
      'Cancellation follows the policy shown with the rate. Cancellations cannot be reversed. US consumers may void an eligible booking within about 24 business hours of purchase.',
    ],
  },
];

export function TermsPage() {
  useDocumentTitle('Terms and conditions');
  return (
    <>
      <PageHeader eyebrow="Legal" title="Terms and conditions">
        The rules that apply when you book through Card Travel.
      </PageHeader>
      <PageBody narrow>
        <div className="space-y-8 text-slate-800">
          {SECTIONS.map((s) => (
            <section key={s.title}>
              <h2 className="text-xl font-bold text-brand-900">{s.title}</h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-2 leading-relaxed">
                  {p}
                </p>
              ))}
            </section>
          ))}
          <p>
            See also the{' '}
            <Link to="/terms/complimentary-night/" className="font-semibold text-brand-700 underline">
              complimentary night terms
            </Link>{' '}
            and the{' '}
            <Link to="/faq/" className="font-semibold text-brand-700 underline">
              frequently asked questions
            </Link>
            .
          </p>
        </div>
      </PageBody>
    </>
  );
}
