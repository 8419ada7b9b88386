import { useState } from 'react';
import type { Person } from '@portal/contracts/travelers';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageBody, PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSessionInfo } from '../../lib/session-info.ts';
import { DeleteTravelerDialog } from './delete-traveler-dialog.tsx';
import { TravelerCard, type CardAction } from './traveler-card.tsx';
import { TravelerFormDialog } from './traveler-form-dialog.tsx';
import { usePassengers, useTravelerChoice } from './travelers-api.ts';

export const TRAVELERS_TITLE = 'Traveler profiles';

const nameOf = (p: Person) => `${p.givenName} ${p.surname}`;

const DONE: Record<'assign_default' | 'hide' | 'show', (name: string) => string> = {
  assign_default: (name) => `${name} is now the default traveler.`,
  hide: (name) => `${name} is hidden from traveler lists.`,
  show: (name) => `${name} is shown in traveler lists again.`,
};

/** The saved travelers a user books for (spec §3 traveler profile; spec §6 hide, show, default). */
export function TravelersPage() {
  useDocumentTitle(TRAVELERS_TITLE);
  const passengers = usePassengers();
  const corporate = useSessionInfo().data?.corporateInfo ?? null;
  const choice = useTravelerChoice();
  // undefined: no form open; null: adding; a profile: editing it.
  const [editing, setEditing] = useState<Person | null | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<Person | null>(null);
  const [notice, setNotice] = useState('');
  const [choiceFailed, setChoiceFailed] = useState(false);

  const openForm = (profile: Person | null) => {
    setFormKey((k) => k + 1);
    setEditing(profile);
  };

  const onAction = (action: CardAction, profile: Person) => {
    if (action === 'edit') return openForm(profile);
    if (action === 'delete') return setDeleting(profile);
    if (!profile.id) return;
    setChoiceFailed(false);
    choice.mutate(
      { action, travelerId: profile.id },
      {
        onSuccess: () => setNotice(DONE[action](nameOf(profile))),
        onError: () => setChoiceFailed(true),
      },
    );
  };

  const people = passengers.data ?? [];
  return (
    <>
      <PageHeader eyebrow="Account" title={TRAVELERS_TITLE}>
        Save the people you book for, with their passport, frequent flyer and hotel loyalty numbers, so
        checkout takes less typing.
      </PageHeader>
      <PageBody>
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-700">
            {corporate?.permissions.canViewUsers
              ? `Everyone at ${corporate.businessName} and the travelers they saved. Hidden profiles stay here but are left out of traveler lists.`
              : 'You and the travelers you saved.'}
          </p>
          <Button className="shrink-0" onPress={() => openForm(null)}>
            + Add traveler
          </Button>
        </div>
        <p
          role="status"
          aria-live="polite"
          className={notice ? 'mb-4 font-medium text-emerald-800' : 'sr-only'}
        >
          {notice}
        </p>
        {choiceFailed ? (
          <div className="mb-4">
            <Alert title="We couldn't update this traveler">Please try again in a moment.</Alert>
          </div>
        ) : null}
        {passengers.isPending ? (
          <Spinner label="Fetching travelers" />
        ) : passengers.isError ? (
          <div className="space-y-3">
            <Alert title="We couldn't load your travelers">Please try again in a moment.</Alert>
            <Button variant="secondary" onPress={() => void passengers.refetch()}>
              Try again
            </Button>
          </div>
        ) : people.length === 0 ? (
          <p className="text-slate-700">No travelers saved yet. Add one to book faster next time.</p>
        ) : (
          <ul aria-label="Travelers" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {people.map((p) => (
              <li key={p.id ?? p.linkedDEUserId ?? nameOf(p)}>
                <TravelerCard profile={p} canHide={corporate !== null} onAction={onAction} />
              </li>
            ))}
          </ul>
        )}
      </PageBody>
      {editing !== undefined ? (
        <TravelerFormDialog
          key={formKey}
          isOpen
          profile={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            setNotice(`${nameOf(saved)} was saved.`);
          }}
        />
      ) : null}
      <DeleteTravelerDialog
        profile={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(p) => setNotice(`${nameOf(p)} was deleted.`)}
      />
    </>
  );
}
