import type { Person } from '@portal/contracts/travelers';
import {
  TRAVELER_FORM_MESSAGES,
  travelerBasicsErrors,
  type TravelerBasics,
} from '@portal/domain/traveler-form';
import {
  phoneFormatHint,
  TRAVELER_HELPER,
  TRAVELER_REQUIRED,
  type ContactErrors,
} from '@portal/domain/checkout';
import { isAdultAtCheckIn, PRIMARY_TRAVELER_ADULT } from '@portal/domain/primary-traveler';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass, TextField } from '../../../components/ui/text-field.tsx';

export type TravelerDraft = TravelerBasics;
export const EMPTY_DRAFT: TravelerDraft = { givenName: '', surname: '', dateOfBirth: '', gender: '' };

export type Contact = { email: string; phone: string; countryCode: string };

export const EMAIL_ERROR = TRAVELER_FORM_MESSAGES.email;
export const PHONE_ERROR = TRAVELER_FORM_MESSAGES.phone;

export function draftErrors(
  d: TravelerDraft,
  today: string,
  travelStart: string,
): Partial<Record<keyof TravelerDraft, string>> {
  const errors = travelerBasicsErrors(d, today);
  if (!errors.dateOfBirth && !isAdultAtCheckIn(d.dateOfBirth, travelStart))
    errors.dateOfBirth = PRIMARY_TRAVELER_ADULT;
  return errors;
}

/** The traveler choice: saved travelers as radios, or the 'Add traveler' form. */
export function TravelerPicker({
  travelers,
  selectedId,
  onSelect,
  adding,
  onAdding,
  draft,
  onDraft,
  draftErrorsShown,
  travelerError,
  travelStart,
}: {
  /** The first day of travel (homes: check-in): who is 18 by then may be the primary traveler. */
  travelStart: string;
  travelers: readonly Person[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  adding: boolean;
  onAdding: (adding: boolean) => void;
  draft: TravelerDraft;
  onDraft: (draft: TravelerDraft) => void;
  draftErrorsShown: Partial<Record<keyof TravelerDraft, string>>;
  travelerError: boolean;
}) {
  const set = (patch: Partial<TravelerDraft>) => onDraft({ ...draft, ...patch });
  return (
    <div>
      <fieldset aria-describedby="traveler-helper traveler-error">
        <legend className="text-sm font-semibold text-slate-800">Primary traveler</legend>
        <p id="traveler-helper" className="mt-1 text-sm text-slate-600">
          {TRAVELER_HELPER}
        </p>
        {travelers.length > 0 ? (
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {travelers.map((t) => {
              const minor = !isAdultAtCheckIn(t.dateOfBirth, travelStart);
              return (
                <label
                  key={t.id}
                  className={`flex items-center gap-3 rounded-xl border px-4 py-3 ${
                    minor
                      ? 'cursor-not-allowed border-slate-200 bg-slate-50'
                      : selectedId === t.id && !adding
                        ? 'cursor-pointer border-brand-700 bg-brand-50 ring-1 ring-brand-700'
                        : 'cursor-pointer border-slate-300 hover:border-slate-400'
                  }`}
                >
                  <input
                    type="radio"
                    name="traveler"
                    className="size-4 accent-brand-700"
                    disabled={minor}
                    aria-describedby={minor ? `traveler-minor-${t.id}` : undefined}
                    checked={selectedId === t.id && !adding && !minor}
                    onChange={() => {
                      onAdding(false);
                      if (t.id) onSelect(t.id);
                    }}
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">
                      {t.givenName} {t.surname}
                    </span>
                    <span className="block text-xs text-slate-600">Born {t.dateOfBirth}</span>
                    {minor ? (
                      <span
                        id={`traveler-minor-${t.id}`}
                        className="block text-xs font-medium text-slate-700"
                      >
                        Under 18 at check-in: can travel, but not as the primary traveler
                      </span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </div>
        ) : null}
      </fieldset>
      {travelerError ? (
        <p id="traveler-error" role="alert" className="mt-2 text-sm font-medium text-accent-700">
          {TRAVELER_REQUIRED}
        </p>
      ) : null}
      {adding ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="mb-3 text-sm font-semibold text-slate-800">New traveler</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Given name"
              autoComplete="given-name"
              value={draft.givenName}
              onChange={(e) => set({ givenName: e.target.value })}
              error={draftErrorsShown.givenName}
            />
            <TextField
              label="Surname"
              autoComplete="family-name"
              value={draft.surname}
              onChange={(e) => set({ surname: e.target.value })}
              error={draftErrorsShown.surname}
            />
            <TextField
              label="Date of birth"
              type="date"
              value={draft.dateOfBirth}
              onChange={(e) => set({ dateOfBirth: e.target.value })}
              error={draftErrorsShown.dateOfBirth}
            />
            <GenderSelect
              value={draft.gender}
              onChange={(gender) => set({ gender })}
              error={draftErrorsShown.gender}
            />
          </div>
        </div>
      ) : (
        <Button variant="ghost" className="mt-3 -ml-3" onPress={() => onAdding(true)}>
          + Add traveler
        </Button>
      )}
    </div>
  );
}

function GenderSelect({
  value,
  onChange,
  error,
}: {
  value: TravelerDraft['gender'];
  onChange: (v: TravelerDraft['gender']) => void;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor="traveler-gender" className="mb-1.5 block text-sm font-medium text-slate-800">
        Gender
      </label>
      <select
        id="traveler-gender"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'traveler-gender-error' : undefined}
        onChange={(e) => onChange(e.target.value as TravelerDraft['gender'])}
        className={inputClass}
      >
        <option value="">Select</option>
        <option value="F">Female</option>
        <option value="M">Male</option>
      </select>
      {error ? (
        <p id="traveler-gender-error" className="mt-1 text-sm font-medium text-accent-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Contact info of spec §3: email, phone and its country code (default '+1'). */
export function ContactFields({
  contact,
  onChange,
  errors,
}: {
  contact: Contact;
  onChange: (c: Contact) => void;
  errors: ContactErrors | null;
}) {
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-semibold text-slate-800">Contact information</legend>
      <p className="mt-1 text-sm text-slate-600">We'll send the booking confirmation here.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={contact.email}
          onChange={(e) => onChange({ ...contact, email: e.target.value })}
          error={errors?.email ? EMAIL_ERROR : null}
        />
        <div className="flex gap-2">
          <TextField
            label="Code"
            className="w-20 shrink-0"
            autoComplete="tel-country-code"
            value={contact.countryCode}
            onChange={(e) => onChange({ ...contact, countryCode: e.target.value })}
          />
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="tel-national"
            className="min-w-0 flex-1"
            value={contact.phone}
            onChange={(e) => onChange({ ...contact, phone: e.target.value })}
            hint={phoneFormatHint(contact.countryCode)}
            error={errors?.phone ? PHONE_ERROR : null}
          />
        </div>
      </div>
    </fieldset>
  );
}
