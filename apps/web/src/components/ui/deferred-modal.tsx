import { Suspense, type ComponentProps } from 'react';
import { deferredModule } from './deferred.tsx';

/**
 * react-aria-components' modal parts for controlled dialogs (`isOpen`), loaded the first time one opens. A page
 * shows its dialogs only on demand, and react-aria's Dialog drags in Modal, focus containment and most of Menu
 * (~15 KB gzip) that the page does not need before it is usable. Same props and behaviour as the
 * react-aria-components exports; while closed and not yet loaded, nothing renders (as react-aria renders).
 */
const aria = deferredModule(() => import('./modal-parts.ts'));

/** Tests render synchronously: src/test/setup.ts loads the parts before any test. */
export const preloadModalParts = aria.preload;

const LoadedModalOverlay = aria.part('ModalOverlay');

export function ModalOverlay(props: ComponentProps<typeof LoadedModalOverlay>) {
  if (!props.isOpen && !props.defaultOpen && !aria.isLoaded()) return null;
  return (
    <Suspense fallback={null}>
      <LoadedModalOverlay {...props} />
    </Suspense>
  );
}

export const Modal = aria.part('Modal');
export const Dialog = aria.part('Dialog');
export const Heading = aria.part('Heading');
export const Button = aria.part('Button');
