import { lazy, Suspense, type ComponentProps } from 'react';

// The error panel (and its stylesheet) loads only when a load actually fails, not with every
// first page.
const LoadErrorPanel = lazy(() =>
  import('./load-error').then((module) => ({ default: module.LoadError })),
);

export function LazyLoadError(props: ComponentProps<typeof LoadErrorPanel>) {
  return (
    <Suspense fallback={null}>
      <LoadErrorPanel {...props} />
    </Suspense>
  );
}
