import { PageBody, PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useWalletOffersHidden } from '../../lib/experiments.tsx';
import { CreditsSection, CreditTerms } from './credits-section.tsx';
import { HistorySection } from './history-section.tsx';
import { OffersSection } from './offers-section.tsx';

export const WALLET_TITLE = 'Travel wallet';

/** Spec §3 "Travel wallet": offers, travel credits with their breakdown, and the credit history. */
export function WalletPage() {
  useDocumentTitle(WALLET_TITLE);
  const offersHidden = useWalletOffersHidden();
  return (
    <>
      <PageHeader eyebrow="Account" title={WALLET_TITLE}>
        {offersHidden
          ? 'Your travel credits, and everything that moved your credit balance.'
          : 'Your travel offers and credits, and everything that moved your credit balance.'}
      </PageHeader>
      <PageBody>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
          <div className="grid gap-4 lg:sticky lg:top-6 lg:order-2">
            <CreditsSection />
            <CreditTerms />
          </div>
          <div className="grid gap-12 lg:order-1">
            {offersHidden ? null : <OffersSection />}
            <HistorySection />
          </div>
        </div>
      </PageBody>
    </>
  );
}
