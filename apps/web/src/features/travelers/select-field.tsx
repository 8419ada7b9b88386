import { useId, type SelectHTMLAttributes } from 'react';
import { inputClass } from '../../components/ui/text-field.tsx';

/** A labelled native select whose error is tied to it, styled and worded like the book page's gender select. */
export function SelectField({
  label,
  error,
  options,
  placeholder = 'Select',
  className = '',
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-accent-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
