import { lazy, Suspense, useSyncExternalStore } from 'react';
import { setToastHost, toasterNeeded } from './toast';
import styles from './toaster.module.css';

const ToasterView = lazy(() => import('./toaster-view'));

/**
 * Mounted once in the layout; renders sonner's toaster from the first toast on, inside a manual
 * popover so the toasts share the top layer with modal dialogs and show above them (toast.ts).
 */
export function Toaster() {
  const needed = useSyncExternalStore(toasterNeeded.subscribe, toasterNeeded.get, toasterNeeded.get);
  if (!needed) return null;
  return (
    <div ref={setToastHost} popover="manual" className={styles.host}>
      <Suspense fallback={null}>
        <ToasterView />
      </Suspense>
    </div>
  );
}
