import { use, type ComponentType } from 'react';

/**
 * Components that render another module's components once it has loaded, so a widget's code leaves the first
 * load. Until the module is there a part suspends (React `use`): the outermost part needs a Suspense boundary
 * around it. Once loaded, every part renders at once. Types are the real components'.
 */
export function deferredModule<M extends Record<string, unknown>>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const preload = (): Promise<M> =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  function part<K extends keyof M>(key: K): M[K] {
    function DeferredPart(props: Record<string, unknown>) {
      const Real = (loaded ?? use(preload()))[key] as ComponentType<Record<string, unknown>>;
      return <Real {...props} />;
    }
    DeferredPart.displayName = `Deferred(${String(key)})`;
    return DeferredPart as M[K];
  }
  return { preload, part, isLoaded: () => loaded !== undefined };
}
