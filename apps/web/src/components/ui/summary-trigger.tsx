import type { Ref } from 'react';
import { UserIcon } from './icons.tsx';

type FaceProps = { label: string; summary: string; size: 'large' | 'compact' };

/** What a travelers field shows: the icon, its label and the summary ("2 Travelers"). */
export function SummaryFace({ label, summary, size }: FaceProps) {
  return (
    <>
      <UserIcon className="size-5 shrink-0 text-slate-500" />
      <span className="flex min-w-0 flex-col">
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</span>{' '}
        <span className={`truncate font-medium text-slate-900 ${size === 'large' ? 'text-base' : 'text-sm'}`}>
          {summary}
        </span>
      </span>
    </>
  );
}

const faceRow = 'flex w-full items-center gap-3 text-left';

/** The face alone, for a form's loading placeholder. */
export function SummaryPlaceholder(props: FaceProps) {
  return (
    <span className={faceRow}>
      <SummaryFace {...props} />
    </span>
  );
}

/**
 * The field that opens a travelers editor (stays' guests, hotels' rooms and travelers). The editor itself is a
 * lazily loaded dialog: `onIntent` (hover, focus) starts loading it before the press.
 */
export function SummaryTrigger({
  triggerRef,
  label,
  summary,
  size,
  open,
  isInvalid = false,
  className = '',
  onOpen,
  onIntent,
}: FaceProps & {
  triggerRef: Ref<HTMLButtonElement>;
  open: boolean;
  isInvalid?: boolean;
  className?: string;
  onOpen: () => void;
  onIntent: () => void;
}) {
  return (
    // The visible text ("Guests 2 Travelers", with a real space) is inside the name (WCAG 'label in name').
    <button
      type="button"
      ref={triggerRef}
      aria-label={`${label}: ${summary}`}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={`${faceRow} outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
        isInvalid ? 'ring-2 ring-accent-600' : ''
      } ${className}`}
    >
      <SummaryFace label={label} summary={summary} size={size} />
    </button>
  );
}
