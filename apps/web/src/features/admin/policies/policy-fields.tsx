import {
  Checkbox,
  CheckboxGroup,
  FieldError,
  Input,
  Label,
  Switch,
  Text,
  TextField,
} from 'react-aria-components';

// The Policies editor's fields, react-aria's own: each error is tied to its field (aria-describedby) and shown
// as the admin types.

const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-[15px] text-slate-900 ' +
  'outline-offset-0 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/40 data-[invalid]:border-accent-600';
const errorClass = 'mt-1.5 block text-sm font-medium text-accent-700';
const labelClass = 'mb-1.5 block text-sm font-semibold text-slate-800';

/** A text or number the admin types; `prefix` ("$") and `suffix` ("hours") sit inside the box. */
export function TypedField({
  label,
  value,
  onChange,
  error,
  description,
  prefix,
  suffix,
  isDisabled,
  inputMode = 'text',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  description?: string;
  prefix?: string;
  suffix?: string;
  isDisabled?: boolean;
  /** The phone keyboard: digits for caps and hours. */
  inputMode?: 'text' | 'numeric' | 'decimal';
}) {
  return (
    <TextField
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined}
      isDisabled={isDisabled ?? false}
      // Amounts and hours are short: a narrow box reads as one, a name gets room.
      className={`min-w-0 ${prefix || suffix ? 'max-w-xs' : 'max-w-xl'}`}
    >
      <Label className={labelClass}>{label}</Label>
      <div className="relative">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 grid place-items-center text-slate-600"
          >
            {prefix}
          </span>
        ) : null}
        <Input
          inputMode={inputMode}
          autoComplete="off"
          className={`${inputClass} ${prefix ? 'pl-7' : ''} ${suffix ? 'pr-16' : ''} disabled:bg-slate-100 disabled:text-slate-500`}
        />
        {suffix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 grid place-items-center text-sm text-slate-600"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      {description ? (
        <Text slot="description" className="mt-1 block text-xs text-slate-600">
          {description}
        </Text>
      ) : null}
      <FieldError className={errorClass}>{error}</FieldError>
    </TextField>
  );
}

/** Several of a fixed list (star ratings, cabins), as checkboxes in a labelled group. */
export function ChoiceField({
  label,
  value,
  onChange,
  options,
  error,
  isDisabled,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  options: { value: string; label: string }[];
  error: string | undefined;
  isDisabled?: boolean;
}) {
  return (
    <CheckboxGroup
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined}
      isDisabled={isDisabled ?? false}
      className="min-w-0"
    >
      <Label className={labelClass}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <Checkbox
            key={o.value}
            value={o.value}
            className="group inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm text-slate-800 ring-1 ring-slate-300 ring-inset data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600 data-[selected]:bg-brand-50 data-[selected]:text-brand-900 data-[selected]:ring-brand-600/50"
          >
            <span
              aria-hidden="true"
              className="pointer-events-none grid size-4 place-items-center rounded border border-slate-500 bg-white text-[11px] leading-none text-white group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700"
            >
              ✓
            </span>
            {o.label}
          </Checkbox>
        ))}
      </div>
      <FieldError className={errorClass}>{error}</FieldError>
    </CheckboxGroup>
  );
}

/** On or off, with a line saying what "on" means. */
export function ToggleField({
  label,
  description,
  isSelected,
  onChange,
}: {
  label: string;
  description: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <Switch
      isSelected={isSelected}
      onChange={onChange}
      className="group flex min-h-11 cursor-pointer items-start gap-3 rounded-lg outline-offset-4 data-[focus-visible]:outline-3 data-[focus-visible]:outline-brand-600"
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 px-0.5 transition-colors group-data-[selected]:bg-brand-700"
      >
        <span className="size-5 rounded-full bg-white shadow transition-transform group-data-[selected]:translate-x-5" />
      </span>
      <span>
        <span className="block text-[15px] font-semibold text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">{description}</span>
      </span>
    </Switch>
  );
}
