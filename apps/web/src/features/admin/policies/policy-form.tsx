import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { FARE_WORDS, STAR_WORDS } from '@portal/domain/policy/evaluate';
import { isRestrictive, POLICY_FARE_CLASSES, POLICY_STAR_RATINGS } from '@portal/domain/policy/tier';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useSaveTier } from './policies-api.ts';
import { ChoiceField, ToggleField, TypedField } from './policy-fields.tsx';
import { policySummary } from './policy-summary.ts';
import { RestrictionBadge } from './restriction-badge.tsx';
import { errorsOf, FIELD, inputOf, type TierForm } from './tier-form.ts';

const STARS = POLICY_STAR_RATINGS.map((s) => ({ value: s, label: `${STAR_WORDS[s]}★` }));
const CABINS = POLICY_FARE_CLASSES.map((c) => ({ value: c, label: FARE_WORDS[c] ?? c }));
const NO_CAP = 'Leave empty for no cap.';

function Section({ title, columns, children }: { title: string; columns?: boolean; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className={`grid gap-5 ${columns ? 'md:grid-cols-2' : ''}`}>{children}</div>
    </section>
  );
}

/**
 * Create or edit a tier. Each field is judged as it changes by the rules the server applies (validatePolicyTier),
 * so a bad value is named at once; Save checks every field, and the server's refusal is shown if it still says no.
 */
export function PolicyForm({ tierId, initial }: { tierId: string | null; initial: TierForm }) {
  const navigate = useNavigate();
  const save = useSaveTier();
  const [form, setForm] = useState(initial);
  const [shown, setShown] = useState<Set<string> | 'all'>(new Set());
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = errorsOf(form);
  const valid = Object.keys(errors).length === 0;
  const errorAt = (path: string) => (shown === 'all' || shown.has(path) ? errors[path] : undefined);
  // A field's error shows from its first change on (live), and every field's after a Save.
  const edit = (change: (f: TierForm) => TierForm, path: string) => {
    setForm(change);
    setShown((s) => (s === 'all' ? s : new Set(s).add(path)));
  };
  const update = (patch: Partial<TierForm>, path: string) => edit((f) => ({ ...f, ...patch }), path);
  const flight = (d: 'short' | 'long', patch: Partial<TierForm['short']>, path: string) =>
    edit((f) => ({ ...f, [d]: { ...f[d], ...patch } }), path);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    setShown('all');
    if (!valid || save.isPending) return;
    const input = inputOf(form);
    save.mutate(
      { tierId, input },
      {
        onSuccess: (tier) =>
          void navigate('/admin/policies', {
            state: { notice: tierId ? `Saved changes to “${tier.name}”.` : `Created “${tier.name}”.` },
          }),
        onError: (error) => setServerError(error.message),
      },
    );
  };

  const cabins = (d: 'short' | 'long', label: string) => (
    <div className="grid gap-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{label}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TypedField
          label={`${label}: one-way cap`}
          prefix="$"
          inputMode="numeric"
          value={form[d].oneWay}
          onChange={(oneWay) => flight(d, { oneWay }, FIELD.flight(d, 'maxPriceForOneWay'))}
          error={errorAt(FIELD.flight(d, 'maxPriceForOneWay'))}
          description={`Per traveler, per flight. ${NO_CAP}`}
        />
        <TypedField
          label={`${label}: round-trip cap`}
          prefix="$"
          inputMode="numeric"
          value={form[d].roundTrip}
          onChange={(roundTrip) => flight(d, { roundTrip }, FIELD.flight(d, 'maxPriceForRoundTrip'))}
          error={errorAt(FIELD.flight(d, 'maxPriceForRoundTrip'))}
          description={NO_CAP}
        />
      </div>
      <ChoiceField
        label={`${label}: allowed cabins`}
        options={CABINS}
        value={form[d].fareClasses}
        onChange={(fareClasses) => flight(d, { fareClasses }, FIELD.flight(d, 'allowedFareClasses'))}
        error={errorAt(FIELD.flight(d, 'allowedFareClasses'))}
      />
    </div>
  );

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
      <Form onSubmit={submit} validationBehavior="aria" aria-label="Policy tier" className="grid gap-5">
        <Section title="Tier">
          <TypedField
            label="Tier name"
            value={form.name}
            onChange={(name) => update({ name }, 'name')}
            error={errorAt('name')}
          />
          <ToggleField
            label="Approval required"
            description="Every trip booked under this tier waits for an admin to approve it."
            isSelected={form.isApprovalRequired}
            onChange={(isApprovalRequired) => update({ isApprovalRequired }, 'settings')}
          />
        </Section>
        <Section title="Hotels" columns>
          <TypedField
            label="Max price per night"
            prefix="$"
            inputMode="numeric"
            value={form.nightlyCap}
            onChange={(nightlyCap) => update({ nightlyCap }, FIELD.nightlyCap)}
            error={errorAt(FIELD.nightlyCap)}
            description={`Whole dollars, taxes included. ${NO_CAP}`}
          />
          <ChoiceField
            label="Allowed star ratings"
            options={STARS}
            value={form.stars}
            onChange={(stars) => update({ stars }, FIELD.stars)}
            error={errorAt(FIELD.stars)}
          />
        </Section>
        <Section title="Cars">
          <TypedField
            label="Max price per day"
            prefix="$"
            inputMode="numeric"
            value={form.dailyCap}
            onChange={(dailyCap) => update({ dailyCap }, FIELD.dailyCap)}
            error={errorAt(FIELD.dailyCap)}
            description={NO_CAP}
          />
        </Section>
        <Section title="Flights">
          <TypedField
            label="A flight is long after"
            suffix="hours"
            inputMode="decimal"
            value={form.minHours}
            onChange={(minHours) => update({ minHours }, FIELD.minHours)}
            error={errorAt(FIELD.minHours)}
            description="Time in the air, stopovers not counted (1 to 24 hours)."
          />
          <ToggleField
            label="Long flights allowed"
            description="When off, any flight longer than this is out of policy."
            isSelected={form.enableLongFlights}
            onChange={(enableLongFlights) => update({ enableLongFlights }, 'flights.enableLongFlights')}
          />
          {cabins('short', 'Short flights')}
          {form.enableLongFlights ? cabins('long', 'Long flights') : null}
        </Section>
        <div aria-live="polite" className="empty:hidden">
          {serverError ? <Alert title="That tier wasn't saved">{serverError}</Alert> : null}
          {shown === 'all' && !valid ? (
            <Alert title="Some fields need a fix">The highlighted fields say what to change.</Alert>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to="/admin/policies" variant="secondary">
            Cancel
          </ButtonLink>
          {/* Not disabled while saving: disabling the focused button would drop focus to the page. */}
          <Button type="submit" aria-busy={save.isPending}>
            {save.isPending ? 'Saving…' : tierId ? 'Save changes' : 'Create tier'}
          </Button>
        </div>
      </Form>
      <aside
        aria-label="Summary"
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-6"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Summary</h2>
          {valid ? <RestrictionBadge isRestrictive={isRestrictive(inputOf(form))} /> : null}
        </div>
        {valid ? (
          <>
            <ul className="mt-3 space-y-2 text-[15px] text-slate-800">
              {policySummary(inputOf(form)).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {isRestrictive(inputOf(form)) ? null : (
              <p className="mt-3 text-sm text-slate-600">
                Everything is allowed, so travelers under this tier see no policy badges.
              </p>
            )}
          </>
        ) : (
          <p className="mt-3 text-sm text-slate-600">The summary shows once every field is valid.</p>
        )}
      </aside>
    </div>
  );
}
