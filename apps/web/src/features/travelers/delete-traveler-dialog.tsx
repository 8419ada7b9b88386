import { useState } from 'react';
import type { Person } from '@portal/contracts/travelers';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog.tsx';
import { LoadingPopup } from '../../components/ui/message-dialog.tsx';
import { useDeleteTraveler } from './travelers-api.ts';

/**
 * Asks before deleting a traveler (a deleted profile cannot be restored), then deletes it behind the spec §8
 * 'Deleting' popup; the list is fetched again before the popup closes.
 */
export function DeleteTravelerDialog({
  profile,
  onClose,
  onDeleted,
}: {
  profile: Person | null;
  onClose: () => void;
  onDeleted: (profile: Person) => void;
}) {
  const remove = useDeleteTraveler();
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = profile ? `${profile.givenName} ${profile.surname}` : '';

  const confirm = async () => {
    if (!profile?.id) return;
    const target = profile;
    onClose();
    setDeleting(true);
    try {
      await remove.mutateAsync(target.id!);
      onDeleted(target);
    } catch {
      setFailed(true);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <ConfirmDeleteDialog
        isOpen={profile !== null}
        title="Delete this traveler?"
        confirmLabel="Delete traveler"
        onConfirm={() => void confirm()}
        onCancel={onClose}
        failedTitle="We couldn't delete this traveler"
        failed={failed}
        onFailedClose={() => setFailed(false)}
      >
        <p>
          {name}'s profile, passport and loyalty numbers will be removed. You can add the traveler again
          later.
        </p>
      </ConfirmDeleteDialog>
      <LoadingPopup text={deleting ? 'Deleting' : null} />
    </>
  );
}
