/**
 * The hero search form's shape while its module loads (it is a separate chunk so the hotels home stays within
 * its first-load budget): the same bar and labels, so nothing moves when the form takes its place.
 */
export function SearchFormPlaceholder({ guests }: { guests: string }) {
  const cell = 'flex flex-col rounded-xl px-4 py-3 md:rounded-none md:px-5 md:py-2';
  const label = 'text-xs font-semibold tracking-wide text-slate-500 uppercase';
  return (
    <div
      role="status"
      aria-label="Loading the hotel search"
      className="flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-[0_20px_50px_-20px_rgba(2,43,69,0.45)] md:flex-row md:items-center md:gap-0 md:rounded-full md:p-2 md:pl-3"
    >
      <div aria-hidden="true" className={`md:flex-[1.4] ${cell}`}>
        <span className={label}>Destination or hotel</span>
        <span className="text-base text-slate-500">City, neighborhood or hotel name</span>
      </div>
      <div aria-hidden="true" className={`md:flex-[1.3] ${cell}`}>
        <span className={label}>Check-in · Checkout</span>
        <span className="text-base text-slate-500">Add dates</span>
      </div>
      <div aria-hidden="true" className={`md:flex-1 ${cell}`}>
        <span className={label}>Rooms and travelers</span>
        <span className="text-base font-medium text-slate-900">{guests}</span>
      </div>
      <span
        aria-hidden="true"
        className="flex min-h-13 items-center justify-center rounded-xl bg-accent-600 px-7 font-semibold text-white md:rounded-full"
      >
        Search
      </span>
    </div>
  );
}
