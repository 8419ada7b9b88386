import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CarIcon } from '../../components/ui/icons.tsx';
import { PageBody, PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { usePortalConfig } from '../../lib/portal-config.ts';

function ProductInfoPage({
  title,
  intro,
  icon,
  features,
}: {
  title: string;
  intro: string;
  icon: ReactNode;
  features: string[];
}) {
  useDocumentTitle(title);
  const { supportPhone } = usePortalConfig();
  return (
    <>
      <PageHeader eyebrow="Travel" title={title}>
        {intro}
      </PageHeader>
      <PageBody>
        <Card className="grid gap-8 p-6 md:grid-cols-[auto_1fr] md:p-10">
          <span className="grid size-16 place-items-center rounded-2xl bg-brand-50 text-brand-700">
            {icon}
          </span>
          <div>
            <h2 className="text-xl font-bold text-slate-900">Online booking is coming to this portal</h2>
            <p className="mt-2 text-slate-700">
              For now, our travel team can book this for you by phone at <strong>{supportPhone}</strong>. Here
              is what you will be able to do online:
            </p>
            <ul className="mt-4 grid gap-2 md:grid-cols-2">
              {features.map((f) => (
                <li key={f} className="flex items-start gap-2 text-slate-800">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                  {f}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/stays/">Book a vacation rental</ButtonLink>
              <ButtonLink to="/trips" variant="secondary">
                My trips
              </ButtonLink>
            </div>
          </div>
        </Card>
      </PageBody>
    </>
  );
}

export function CarsPage() {
  return (
    <ProductInfoPage
      title="Rental cars"
      intro="Cars from major rental companies at airports and in town."
      icon={<CarIcon className="size-8" />}
      features={[
        'Airport, shuttle and meet-and-greet pick-ups',
        'Free cancellation on many rates',
        'Add your rental loyalty number',
        'Earn your card’s rate on car rentals',
      ]}
    />
  );
}
