import { useState } from 'react';
import { InviteUserRequest, type AdminUsersAnswer } from '@portal/contracts/admin-users';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { useInviteUser } from './admin-api.ts';

type InviteForm = {
  email: string;
  firstName: string;
  lastName: string;
  role: 'Admin' | 'Traveler';
  policyTierId: string;
  department: string;
};
type InviteErrors = Partial<Record<keyof InviteForm, string>>;

/** The same zod rules the server applies (packages/contracts), field by field, for live messages. */
export function validateInvite(form: InviteForm): InviteErrors {
  const parsed = InviteUserRequest.safeParse({ ...form, policyTierId: form.policyTierId || undefined });
  if (parsed.success) return {};
  const errors: InviteErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof InviteForm;
    errors[field] ??= field === 'email' ? 'Enter a valid email address.' : issue.message;
  }
  return errors;
}

function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = `invite-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Invite someone into the business: they get an email and appear as Invited until they sign in. */
export function InviteUserForm({
  tiers,
  onDone,
}: {
  tiers: AdminUsersAnswer['tiers'];
  onDone: (email: string) => void;
}) {
  const invite = useInviteUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const { form, errors, update, check } = useValidatedForm<InviteForm, InviteErrors>(
    {
      email: '',
      firstName: '',
      lastName: '',
      role: 'Traveler',
      policyTierId: tiers[0]?.id ?? '',
      department: '',
    },
    validateInvite,
  );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setServerError(null);
    if (!check()) return;
    const body = InviteUserRequest.parse({ ...form, policyTierId: form.policyTierId || undefined });
    invite.mutate(body, {
      onSuccess: (user) => onDone(user.email),
      onError: (error) => setServerError(error.message),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2" aria-label="Invite a user">
      <TextField
        label="Work email"
        type="email"
        autoComplete="off"
        value={form.email}
        error={errors.email}
        onChange={(e) => update({ email: e.target.value })}
        className="md:col-span-2"
      />
      <TextField
        label="First name"
        value={form.firstName}
        error={errors.firstName}
        onChange={(e) => update({ firstName: e.target.value })}
      />
      <TextField
        label="Last name"
        value={form.lastName}
        error={errors.lastName}
        onChange={(e) => update({ lastName: e.target.value })}
      />
      <SelectField
        label="Role"
        value={form.role}
        onChange={(role) => update({ role: role as InviteForm['role'] })}
        options={[
          { value: 'Traveler', label: 'Traveler' },
          { value: 'Admin', label: 'Admin' },
        ]}
      />
      <SelectField
        label="Policy tier"
        value={form.policyTierId}
        onChange={(policyTierId) => update({ policyTierId })}
        options={tiers.map((t) => ({ value: t.id, label: t.name }))}
      />
      <TextField
        label="Department (optional)"
        value={form.department}
        error={errors.department}
        onChange={(e) => update({ department: e.target.value })}
        className="md:col-span-2"
      />
      {serverError ? (
        <div className="md:col-span-2">
          <Alert title="We couldn't send the invitation">{serverError}</Alert>
        </div>
      ) : null}
      <div className="flex justify-end gap-3 md:col-span-2">
        <Button type="submit" isDisabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
