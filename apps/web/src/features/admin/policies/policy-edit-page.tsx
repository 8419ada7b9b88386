import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageBody } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePolicyTier } from './policies-api.ts';
import { PolicyForm } from './policy-form.tsx';
import { BLANK_TIER, formOf } from './tier-form.ts';

/** /admin/policies/new and /admin/policies/:tierId: the tier editor, filled from the server when editing. */
export function PolicyEditPage() {
  const { tierId = null } = useParams();
  const tier = usePolicyTier(tierId);
  const title = tierId ? (tier.data ? `Edit ${tier.data.name}` : 'Edit policy tier') : 'New policy tier';
  useDocumentTitle(`${title} · Admin`);
  return (
    <PageBody>
      <div className="mb-6">
        <ButtonLink to="/admin/policies" variant="ghost" className="-ml-3 mb-2">
          <span aria-hidden="true">←</span> All policies
        </ButtonLink>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {tier.data ? (
          <p className="mt-1 text-slate-700">
            {tier.data.memberCount === 1
              ? 'Used by 1 member: changes apply to their next booking.'
              : `Used by ${tier.data.memberCount} members: changes apply to their next booking.`}
          </p>
        ) : null}
      </div>
      {!tierId ? (
        <PolicyForm tierId={null} initial={BLANK_TIER} />
      ) : tier.isPending ? (
        <Spinner label="Loading the policy tier" />
      ) : tier.isError ? (
        <Alert title="We couldn't load this policy tier">
          It may have been deleted, or it belongs to another business.
        </Alert>
      ) : (
        <PolicyForm key={tier.data.id} tierId={tierId} initial={formOf(tier.data)} />
      )}
    </PageBody>
  );
}
