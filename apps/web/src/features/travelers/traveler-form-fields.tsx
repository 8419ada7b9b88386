import {
  SPECIAL_ASSISTANCE_CODES,
  SPECIAL_ASSISTANCE_LABELS,
  type TravelerFormDraft,
  type TravelerFormErrors,
} from '@portal/domain/traveler-form';
import { TextField } from '../../components/ui/text-field.tsx';
import { ProgramRows } from './program-rows.tsx';
import { SelectField } from './select-field.tsx';

const GENDERS = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-5 first:border-0 first:pt-0">
      <legend className="float-left mb-3 w-full text-base font-semibold text-slate-900">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Every field of a saved traveler (spec §3 traveler profile and saved traveler). */
export function TravelerFormFields({
  draft,
  onChange,
  errors,
}: {
  draft: TravelerFormDraft;
  onChange: (draft: TravelerFormDraft) => void;
  errors: TravelerFormErrors;
}) {
  const set = (patch: Partial<TravelerFormDraft>) => onChange({ ...draft, ...patch });
  const toggleAssistance = (code: string, on: boolean) =>
    set({
      specialAssistance: on
        ? [...draft.specialAssistance, code]
        : draft.specialAssistance.filter((c) => c !== code),
    });
  return (
    <div className="space-y-6">
      <Section title="Personal details">
        <TextField
          label="Given name"
          autoComplete="given-name"
          value={draft.givenName}
          onChange={(e) => set({ givenName: e.target.value })}
          error={errors.givenName}
        />
        <TextField
          label="Surname"
          autoComplete="family-name"
          value={draft.surname}
          onChange={(e) => set({ surname: e.target.value })}
          error={errors.surname}
        />
        <TextField
          label="Date of birth"
          type="date"
          value={draft.dateOfBirth}
          onChange={(e) => set({ dateOfBirth: e.target.value })}
          error={errors.dateOfBirth}
        />
        <SelectField
          label="Gender"
          value={draft.gender}
          options={GENDERS}
          onChange={(e) => set({ gender: e.target.value as TravelerFormDraft['gender'] })}
          error={errors.gender}
        />
      </Section>

      <Section title="Contact information">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(e) => set({ email: e.target.value })}
          error={errors.email}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          value={draft.phone}
          onChange={(e) => set({ phone: e.target.value })}
          error={errors.phone}
          hint="US numbers without a code; others start with + and the country code"
        />
      </Section>

      <Section title="Passport">
        <TextField
          label="Country of issue"
          maxLength={2}
          autoCapitalize="characters"
          value={draft.passportCountry}
          onChange={(e) => set({ passportCountry: e.target.value.toUpperCase() })}
          error={errors.passportCountry}
          hint="2-letter code, like US"
        />
        <TextField
          label="Passport number"
          maxLength={20}
          value={draft.passportNumber}
          onChange={(e) => set({ passportNumber: e.target.value })}
          error={errors.passportNumber}
        />
        <TextField
          label="Expiration date"
          type="date"
          value={draft.passportExpiry}
          onChange={(e) => set({ passportExpiry: e.target.value })}
          error={errors.passportExpiry}
        />
      </Section>

      <div className="space-y-6 border-t border-slate-200 pt-5">
        <ProgramRows
          kind="frequentFlyer"
          rows={draft.frequentFlyer}
          onChange={(frequentFlyer) => set({ frequentFlyer })}
          errors={errors}
        />
        <ProgramRows
          kind="hotelLoyalty"
          rows={draft.hotelLoyalty}
          onChange={(hotelLoyalty) => set({ hotelLoyalty })}
          errors={errors}
        />
      </div>

      <fieldset className="border-t border-slate-200 pt-5">
        <legend className="float-left mb-3 w-full text-base font-semibold text-slate-900">
          Special assistance
        </legend>
        <div className="clear-both grid gap-2 sm:grid-cols-2">
          {SPECIAL_ASSISTANCE_CODES.map((code) => (
            <label
              key={code}
              className="flex items-start gap-3 rounded-lg px-1 py-1.5 text-sm text-slate-800"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
                checked={draft.specialAssistance.includes(code)}
                onChange={(e) => toggleAssistance(code, e.target.checked)}
              />
              <span>{SPECIAL_ASSISTANCE_LABELS[code]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <Section title="Secure flight">
        <TextField
          label="TSA redress number"
          maxLength={25}
          value={draft.tsaRedressNumber}
          onChange={(e) => set({ tsaRedressNumber: e.target.value })}
          error={errors.tsaRedressNumber}
        />
        <TextField
          label="Known traveler number"
          maxLength={25}
          value={draft.knownTravelerNumber}
          onChange={(e) => set({ knownTravelerNumber: e.target.value })}
          error={errors.knownTravelerNumber}
        />
      </Section>
    </div>
  );
}
