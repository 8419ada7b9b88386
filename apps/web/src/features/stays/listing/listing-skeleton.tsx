const bar = 'animate-pulse rounded-md bg-slate-200/80';

/** Spec §2: separate loading skeletons for mobile and desktop, shaped like the page they precede. */
export function ListingSkeleton() {
  return (
    // A full screen, so the footer stays below the fold instead of jumping down when the listing arrives (CLS).
    <div role="status" aria-label="Loading vacation rental" className="min-h-dvh">
      <MobileSkeleton />
      <DesktopSkeleton />
    </div>
  );
}

function MobileSkeleton() {
  return (
    <div className="md:hidden" data-testid="listing-skeleton-mobile">
      <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-3">
        <div className={`size-9 rounded-full ${bar}`} />
        <div className="flex-1 space-y-1.5">
          <div className={`h-4 w-3/4 ${bar}`} />
          <div className={`h-3 w-1/2 ${bar}`} />
        </div>
      </div>
      <div className={`aspect-[4/3] w-full rounded-none ${bar}`} />
      <div className="space-y-3 px-5 py-5">
        <div className={`h-7 w-5/6 ${bar}`} />
        <div className={`h-4 w-1/2 ${bar}`} />
        <div className="grid grid-cols-3 gap-2 pt-2">
          {[0, 1, 2].map((i) => (
            <div key={i} className={`h-16 ${bar}`} />
          ))}
        </div>
        <div className={`mt-4 h-40 ${bar}`} />
      </div>
    </div>
  );
}

function DesktopSkeleton() {
  return (
    <div className="mx-auto hidden max-w-[1330px] px-8 pt-6 md:block" data-testid="listing-skeleton-desktop">
      <div className={`h-4 w-32 ${bar}`} />
      <div className={`mt-5 h-9 w-[55%] ${bar}`} />
      <div className={`mt-3 h-4 w-72 ${bar}`} />
      <div className="mt-6 grid h-[419px] grid-cols-[2fr_1fr] gap-2">
        <div className={`h-full rounded-l-2xl rounded-r-none ${bar}`} />
        <div className="grid grid-rows-2 gap-2">
          <div className={`rounded-none rounded-tr-2xl ${bar}`} />
          <div className={`rounded-none rounded-br-2xl ${bar}`} />
        </div>
      </div>
      <div className="mt-8 grid grid-cols-[1fr_380px] gap-12">
        <div className="space-y-4">
          <div className={`h-7 w-1/2 ${bar}`} />
          <div className="flex gap-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className={`h-11 w-36 ${bar}`} />
            ))}
          </div>
          <div className={`h-4 w-full ${bar}`} />
          <div className={`h-4 w-11/12 ${bar}`} />
          <div className={`h-4 w-4/5 ${bar}`} />
        </div>
        <div className={`h-[420px] rounded-2xl ${bar}`} />
      </div>
    </div>
  );
}
