import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageBody, PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** spec §9: complimentary fourth night on stays of at least four nights at select Premier and Lifestyle hotels. */
export function ComplimentaryNightPage() {
  useDocumentTitle('Complimentary fourth night terms');
  return (
    <>
      <PageHeader eyebrow="Terms" title="Complimentary fourth night">
        Stay four nights or more at select hotels and one night is on us.
      </PageHeader>
      <PageBody narrow>
        <Card className="p-6 md:p-8">
          <h2 className="text-xl font-bold text-brand-900">How it works</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
            <li>
              The offer applies to stays of at least four consecutive nights at select Premier and Lifestyle
              collection hotels.
            </li>
            <li>
              The complimentary night is applied to the room rate when you book; taxes and fees on that night
              may still apply.
            </li>
            <li>Eligible hotels are marked with the offer in search results and on the hotel page.</li>
            <li>
              The offer applies once per booking and cannot be combined with other complimentary-night
              promotions.
            </li>
            <li>The offer does not apply to vacation rentals.</li>
            <li>
              Your card account must be open and in good standing at the time of booking and of the stay.
            </li>
          </ul>
        </Card>
        <ButtonLink to="/terms/" variant="secondary" className="mt-8">
          All terms and conditions
        </ButtonLink>
      </PageBody>
    </>
  );
}
