import { useCallback, useRef, type RefObject } from 'react';

export type EditorHandles = {
  dates: RefObject<HTMLDivElement | null>;
  travelers: RefObject<HTMLDivElement | null>;
  openDates: () => void;
  openTravelers: () => void;
};

/**
 * The shared pickers own their open state, so the page opens them (unavailability prompts, the mobile header's
 * date icon) by pressing their trigger. react-aria treats a programmatic click as a virtual press.
 */
export function useEditorHandles(): EditorHandles {
  const dates = useRef<HTMLDivElement>(null);
  const travelers = useRef<HTMLDivElement>(null);
  const press = (box: RefObject<HTMLDivElement | null>) => {
    const trigger = box.current?.querySelector('button');
    if (!trigger) return;
    trigger.scrollIntoView({ block: 'center', behavior: 'smooth' });
    trigger.click();
  };
  const openDates = useCallback(() => press(dates), []);
  const openTravelers = useCallback(() => press(travelers), []);
  return { dates, travelers, openDates, openTravelers };
}
