import type { ReactNode } from 'react';
import { CloseIcon } from '../../components/ui/icons.tsx';

/**
 * The card a results map shows for the chosen pin: a photo, the details beside it (a link that covers the whole
 * card) and Close preview. `className` places it over the map.
 */
export function MapPreview({
  photo,
  className,
  onClose,
  children,
}: {
  photo: string | null | undefined;
  className: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <div className={`absolute inset-x-3 z-[1000] mx-auto max-w-sm ${className}`}>
      <div className="relative flex gap-3 rounded-2xl bg-white p-2.5 shadow-xl ring-1 ring-slate-200">
        {photo ? <img src={photo} alt="" className="size-24 shrink-0 rounded-xl object-cover" /> : null}
        {children}
        <button
          type="button"
          aria-label="Close preview"
          onClick={onClose}
          className="absolute top-2 right-2 z-10 flex size-7 items-center justify-center rounded-full bg-white text-slate-600 hover:bg-slate-100"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </div>
  );
}
