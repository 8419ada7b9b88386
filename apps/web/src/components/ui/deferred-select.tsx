import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { deferredModule } from './deferred.tsx';

/**
 * react-aria-components' Select and its parts, loaded when a Select first renders. Select brings the whole
 * collection, selection and listbox machinery (~20 KB gzip) that a page otherwise never needs before it is
 * usable; pickers fed by an API answer render after that answer anyway, so the extra wait is a chunk from cache
 * or the same server. Same props and behaviour as the react-aria-components exports.
 */
const aria = deferredModule(() => import('./select-parts.ts'));

/** Tests render synchronously: src/test/setup.ts loads the parts before any test. */
export const preloadSelectParts = aria.preload;

const LoadedSelect = aria.part('Select');

/** `fallback` holds the Select's place (its look, inert) until the parts are in, so nothing moves. */
export function Select<T extends object>({
  fallback = null,
  ...props
}: ComponentProps<typeof LoadedSelect<T>> & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LoadedSelect {...props} />
    </Suspense>
  );
}

export const Label = aria.part('Label');
export const Button = aria.part('Button');
export const SelectValue = aria.part('SelectValue');
export const Popover = aria.part('Popover');
export const ListBox = aria.part('ListBox');
export const ListBoxItem = aria.part('ListBoxItem');
