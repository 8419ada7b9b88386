import { useState } from 'react';
import { useLocation } from 'react-router';
import type { AdminPolicyTier } from '@portal/contracts/admin-policies';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { PageBody } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useDeleteTier, usePolicyTiers } from './policies-api.ts';
import { policySummary } from './policy-summary.ts';
import { RestrictionBadge } from './restriction-badge.tsx';

const members = (n: number) => (n === 0 ? 'No members' : n === 1 ? '1 member' : `${n} members`);

function TierCard({ tier, onDelete }: { tier: AdminPolicyTier; onDelete: (tier: AdminPolicyTier) => void }) {
  const titleId = `tier-${tier.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {tier.name}
        </h2>
        <RestrictionBadge isRestrictive={tier.isRestrictive} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{members(tier.memberCount)}</p>
      <p className="mt-3 flex-1 text-[15px] leading-relaxed text-slate-800">
        {policySummary(tier).join(' · ')}
      </p>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <ButtonLink to={`/admin/policies/${tier.id}`} variant="secondary" aria-label={`Edit ${tier.name}`}>
          Edit
        </ButtonLink>
        {tier.memberCount === 0 ? (
          <Button variant="ghost" onPress={() => onDelete(tier)} aria-label={`Delete ${tier.name}`}>
            Delete
          </Button>
        ) : null}
      </div>
    </article>
  );
}

/** The business's policy tiers as cards, each in plain words; edit opens the tier's page. */
export function PoliciesPage() {
  useDocumentTitle('Policies · Admin');
  const tiers = usePolicyTiers();
  const remove = useDeleteTier();
  const location = useLocation();
  const saved = (location.state as { notice?: string } | null)?.notice ?? null;
  const [deleting, setDeleting] = useState<AdminPolicyTier | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const confirmDelete = () => {
    const tier = deleting;
    if (!tier) return;
    setDeleting(null);
    remove.mutate(tier.id, {
      onSuccess: () => setNotice(`Deleted “${tier.name}”.`),
      onError: () => setFailed(true),
    });
  };
  return (
    <PageBody>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Policies</h1>
          <p className="mt-1 max-w-2xl text-slate-700">
            Each member books under one policy tier: the prices, star ratings and cabins they can book without
            going out of policy, and whether their trips need approval.
          </p>
        </div>
        <ButtonLink to="/admin/policies/new">New tier</ButtonLink>
      </div>
      <div aria-live="polite" className="mb-4 empty:hidden">
        {(notice ?? saved) ? <Alert tone="info">{notice ?? saved}</Alert> : null}
      </div>
      {tiers.isPending ? (
        <Spinner label="Loading policy tiers" />
      ) : tiers.isError ? (
        <Alert title="We couldn't load your policy tiers">Please try again in a moment.</Alert>
      ) : tiers.data.tiers.length === 0 ? (
        <p className="text-slate-700">No policy tiers yet. Create one to set what your travelers can book.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Policy tiers">
          {tiers.data.tiers.map((tier) => (
            <li key={tier.id} className="grid">
              <TierCard tier={tier} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete tier"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        failedTitle="We couldn't delete that tier"
        failed={failed}
        onFailedClose={() => setFailed(false)}
      >
        <p>No member uses this tier. Deleting it cannot be undone.</p>
      </ConfirmDeleteDialog>
    </PageBody>
  );
}
