import { Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { SummaryTrigger } from './summary-trigger.tsx';

/** What a picker hands its editor dialog: where to anchor, popover or sheet, and how to close. */
export type EditorDialogProps = {
  triggerRef: RefObject<HTMLButtonElement | null>;
  mobile: boolean;
  onClose: () => void;
};

/**
 * A travelers field (stays' guests, hotels' rooms and travelers, flights' passengers): the summary trigger, and
 * on press the product's editor, a lazily loaded dialog. `preload` (on hover and focus) starts loading it before
 * the press; `editor` renders it (a React.lazy component: this wraps it in Suspense).
 */
export function SummaryPicker({
  label,
  summary,
  size = 'large',
  isInvalid = false,
  className,
  mobile: mobileProp,
  preload,
  editor,
}: {
  label: string;
  summary: string;
  size?: 'large' | 'compact';
  isInvalid?: boolean;
  className?: string;
  /** Forces the layout (tests); otherwise the 960px breakpoint decides. */
  mobile?: boolean;
  preload: () => unknown;
  editor: (props: EditorDialogProps) => ReactNode;
}) {
  const detected = useIsMobile();
  const mobile = mobileProp ?? detected;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <SummaryTrigger
        triggerRef={triggerRef}
        label={label}
        summary={summary}
        size={size}
        open={open}
        isInvalid={isInvalid}
        className={className}
        onOpen={() => setOpen(true)}
        onIntent={() => void preload()}
      />
      {open ? (
        <Suspense fallback={null}>{editor({ triggerRef, mobile, onClose: () => setOpen(false) })}</Suspense>
      ) : null}
    </>
  );
}
