import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterNeeded } from './toast';

const ToasterView = lazy(() => import('./toaster-view'));

/** Mounted once in the layout; renders sonner's toaster from the first toast on. */
export function Toaster() {
  const needed = useSyncExternalStore(toasterNeeded.subscribe, toasterNeeded.get, toasterNeeded.get);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
