import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { MessageDialog } from './message-dialog.tsx';

/**
 * Asks before deleting something that cannot be restored (Cancel has the focus), and says so when the delete
 * failed. The caller runs the delete and its spec §8 'Deleting' popup.
 */
export function ConfirmDeleteDialog({
  isOpen,
  title,
  confirmLabel,
  children,
  onConfirm,
  onCancel,
  failedTitle,
  failed,
  onFailedClose,
}: {
  isOpen: boolean;
  title: string;
  confirmLabel: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  failedTitle: string;
  failed: boolean;
  onFailedClose: () => void;
}) {
  return (
    <>
      <MessageDialog
        isOpen={isOpen}
        title={title}
        actions={
          <>
            <Button variant="danger" onPress={onConfirm} className="w-full">
              {confirmLabel}
            </Button>
            <Button autoFocus variant="secondary" onPress={onCancel} className="w-full">
              Cancel
            </Button>
          </>
        }
      >
        {children}
      </MessageDialog>
      <MessageDialog
        isOpen={failed}
        title={failedTitle}
        actions={
          <Button autoFocus onPress={onFailedClose} className="w-full">
            Continue
          </Button>
        }
      >
        <p>Please try again.</p>
      </MessageDialog>
    </>
  );
}
