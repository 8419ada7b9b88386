import { useState, type FormEvent } from 'react';
import type { Person } from '@portal/contracts/travelers';
import {
  EMPTY_TRAVELER_FORM,
  draftOfProfile,
  personOfDraft,
  travelerFormErrors,
  type TravelerFormDraft,
  type TravelerFormErrors,
} from '@portal/domain/traveler-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, Heading, Modal, ModalOverlay } from '../../components/ui/deferred-modal.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { localIsoDate } from '../../lib/format.ts';
import { TravelerFormFields } from './traveler-form-fields.tsx';
import { useSavePassenger } from './travelers-api.ts';

const SERVER_FIELDS: Record<string, keyof TravelerFormDraft> = {
  givenName: 'givenName',
  surname: 'surname',
  gender: 'gender',
  dateOfBirth: 'dateOfBirth',
  emailAddress: 'email',
  phoneNumber: 'phone',
  'passport.countryOfIssue': 'passportCountry',
  'passport.number': 'passportNumber',
  'passport.expiration': 'passportExpiry',
  tsaRedressNumber: 'tsaRedressNumber',
  knownTravelerNumber: 'knownTravelerNumber',
};

/** The server's 400 field list, placed on the form's fields (a program error on the row with that code). */
function serverErrors(body: unknown, draft: TravelerFormDraft): TravelerFormErrors | null {
  const fields = (body as { fields?: Array<{ field: string; message: string }> } | undefined)?.fields;
  if (!Array.isArray(fields)) return null;
  const errors: TravelerFormErrors = {};
  for (const { field, message } of fields) {
    const path = field.replace(/^body\./, '');
    const program = /^(frequentFlyer|hotelLoyalty)\.(.+)$/.exec(path);
    if (program) {
      const kind = program[1] as 'frequentFlyer' | 'hotelLoyalty';
      const i = draft[kind].findIndex((r) => r.code.trim().toUpperCase() === program[2]);
      if (i >= 0) errors[`${kind}.${i}.code`] = message;
    } else if (SERVER_FIELDS[path]) {
      errors[SERVER_FIELDS[path]] = message;
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function focusFirstInvalid(form: HTMLFormElement) {
  // After React has rendered the errors.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * Add or edit a traveler. `profile` null adds one; a spec §3 placeholder (no id) is completed as a new traveler
 * of the user it stands for. Errors show once Save is pressed and then follow the typing.
 */
export function TravelerFormDialog({
  isOpen,
  profile,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  profile: Person | null;
  onClose: () => void;
  onSaved: (person: Person) => void;
}) {
  const [draft, setDraft] = useState<TravelerFormDraft>(() =>
    profile ? draftOfProfile(profile) : EMPTY_TRAVELER_FORM,
  );
  const [submitted, setSubmitted] = useState(false);
  const [fromServer, setFromServer] = useState<TravelerFormErrors>({});
  const [failed, setFailed] = useState(false);
  const save = useSavePassenger();
  const errors = submitted ? { ...travelerFormErrors(draft, localIsoDate()), ...fromServer } : {};

  const change = (next: TravelerFormDraft) => {
    setDraft(next);
    setFromServer({});
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setSubmitted(true);
    setFailed(false);
    if (Object.keys(travelerFormErrors(draft, localIsoDate())).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    try {
      const saved = await save.mutateAsync({
        ...personOfDraft(draft),
        ...(profile?.id ? { id: profile.id } : {}),
        ...(!profile?.id && profile?.linkedDEUserId ? { linkedDEUserId: profile.linkedDEUserId } : {}),
      });
      onSaved(saved);
    } catch (error) {
      const placed = isApiError(error, 400) ? serverErrors(error.body, draft) : null;
      if (placed) {
        setFromServer(placed);
        focusFirstInvalid(form);
      } else setFailed(true);
    }
  };

  const title = profile?.id ? 'Edit traveler' : profile ? 'Complete traveler profile' : 'Add traveler';
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={!save.isPending}
      className="fixed inset-0 z-[60] grid place-items-end bg-slate-950/55 backdrop-blur-[2px] md:place-items-center"
    >
      <Modal className="flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-2xl md:w-[min(92vw,720px)] md:rounded-2xl">
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <form noValidate onSubmit={(e) => void submit(e)} className="flex min-h-0 flex-1 flex-col">
            <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 md:px-6">
              <Heading slot="title" className="text-xl font-bold text-slate-900">
                {title}
              </Heading>
              <Button variant="ghost" aria-label="Close" onPress={onClose} className="-mr-3 px-3">
                <CloseIcon className="size-5" />
              </Button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 md:px-6">
              {failed ? (
                <div className="mb-5">
                  <Alert title="We couldn't save this traveler">Please try again in a moment.</Alert>
                </div>
              ) : null}
              <TravelerFormFields draft={draft} onChange={change} errors={errors} />
            </div>
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end md:px-6">
              <Button variant="secondary" onPress={onClose} isDisabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" isDisabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save traveler'}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
