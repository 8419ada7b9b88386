import type { FormEvent, ReactNode } from 'react';

/** `hero` is a home page's big form; `bar` the compact editor above results. */
export type SearchFormVariant = 'hero' | 'bar';

export const fieldSize = (variant: SearchFormVariant) => (variant === 'hero' ? 'large' : 'compact');

export function PinIcon({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      aria-hidden="true"
      className={className}
    >
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function SearchIcon({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      className={className}
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

const Divider = () => (
  <span aria-hidden="true" className="hidden w-px self-center bg-slate-200 md:block md:h-10" />
);

/**
 * The search bar of the stays and hotels forms: where, dates and who in one rounded bar with a Search button.
 * With `loading` it is the same bar, inert and named as loading, for the form's place while its module (the
 * combobox, the pickers) downloads: the real form then takes exactly its place, so nothing moves.
 */
export function SearchFormFrame({
  variant,
  name,
  onSubmit,
  loading,
  where,
  dates,
  guests,
  notes,
}: {
  variant: SearchFormVariant;
  /** The form's accessible name ("Search hotels"). */
  name: string;
  onSubmit?: (event: FormEvent) => void;
  /** The status text while loading ("Loading the hotel search"). */
  loading?: string;
  where: ReactNode;
  dates: ReactNode;
  guests: ReactNode;
  /** Announcements after the fields (a screen-reader-only error). */
  notes?: ReactNode;
}) {
  const hero = variant === 'hero';
  const cell = hero
    ? 'rounded-xl px-4 py-3 hover:bg-slate-50 md:rounded-none md:px-5 md:py-2'
    : 'rounded-xl px-3 py-2 hover:bg-slate-50 md:rounded-none';
  const frame = `flex flex-col gap-2 bg-white md:flex-row md:items-stretch md:gap-0 ${
    hero
      ? 'rounded-2xl p-3 shadow-[0_20px_50px_-20px_rgba(2,43,69,0.45)] md:rounded-full md:p-2 md:pl-3'
      : 'rounded-2xl border border-slate-200 p-2 shadow-sm md:rounded-full md:p-1.5 md:pl-2'
  }`;
  const button = `flex items-center justify-center gap-2 self-stretch bg-accent-600 font-semibold text-white transition-colors hover:bg-accent-700 md:self-center ${
    hero
      ? 'min-h-13 rounded-xl px-7 text-base md:rounded-full'
      : 'min-h-11 rounded-xl px-5 text-sm md:rounded-full'
  }`;
  const hidden = loading ? true : undefined;
  const content = (
    <>
      <div aria-hidden={hidden} className={`md:flex-[1.4] md:rounded-l-full ${cell}`}>
        {where}
      </div>
      <Divider />
      <div aria-hidden={hidden} className={`md:flex-[1.3] ${cell}`}>
        {dates}
      </div>
      <Divider />
      <div aria-hidden={hidden} className={`md:flex-1 ${cell}`}>
        {guests}
      </div>
      {notes}
    </>
  );
  if (loading)
    return (
      <div role="status" aria-label={loading} className={frame}>
        {content}
        <span aria-hidden="true" className={button}>
          <SearchIcon className="size-5" />
          <span>Search</span>
        </span>
      </div>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={name} className={frame}>
      {content}
      <button type="submit" className={button}>
        <SearchIcon className="size-5" />
        <span>Search</span>
      </button>
    </form>
  );
}

/** A field's error under it, announced when it appears. */
export function FieldError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="mt-1 text-sm font-medium text-accent-700">
      {message}
    </p>
  ) : null;
}

/** The look of the destination field (PlaceCombobox) before it can be typed in: its label, text or placeholder. */
export function WhereFace({
  label,
  value,
  placeholder,
  size,
}: {
  label: string;
  value: string;
  placeholder: string;
  size: 'large' | 'compact';
}) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <PinIcon className="size-5 shrink-0 text-slate-500" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</span>
        <span
          className={`truncate ${size === 'large' ? 'text-base' : 'text-sm'} ${
            value ? 'font-medium text-slate-900' : 'text-slate-500'
          }`}
        >
          {value || placeholder}
        </span>
      </span>
    </span>
  );
}
