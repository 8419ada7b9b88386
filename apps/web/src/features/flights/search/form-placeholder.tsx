/** The flight form's place while its module loads: a white card of about its height, named as loading. */
export function FormPlaceholder({ variant = 'hero' }: { variant?: 'hero' | 'bar' }) {
  return (
    <div
      role="status"
      aria-label="Loading the flight search"
      className={`animate-pulse rounded-2xl bg-white ${variant === 'hero' ? 'h-[260px] md:h-[196px]' : 'h-[150px] border border-slate-200'}`}
    />
  );
}
