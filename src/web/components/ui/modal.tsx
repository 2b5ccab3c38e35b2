import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { afterNextPaint } from '../../lib/after-next-paint';
import { Button } from './button';
import { Icon } from './icon';
import styles from './modal.module.css';
import { lockScroll } from './scroll-lock';
import { raiseToasts } from './toast';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * showModal() makes the page behind inert, but Tab past the last control still leaves the dialog for
 * the browser's own interface; wrap around instead so keyboard users stay in the dialog.
 */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent<HTMLDialogElement>): void {
  const stops = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (node) => node.getClientRects().length > 0,
  );
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  size?: 'normal' | 'wide';
}

/**
 * Modal shell on the native <dialog>: showModal() makes the rest of the page inert and keeps focus
 * inside (Tab wraps around); Esc and the close icon call onClose; page scrolling is locked while it is mounted and focus
 * returns to the element that opened it. Render it only while open: `{open && <Modal …/>}`.
 */
export function Modal({ title, onClose, children, size = 'normal' }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    // The dialog is now the top of the top layer: put the toasts back above it.
    raiseToasts();
    // Locking the page's scrolling lays the whole page out again (the root's overflow changes):
    // after the dialog's first paint, not within the click that opened it (issue 17).
    let unlock = () => {};
    const cancelLock = afterNextPaint(() => {
      unlock = lockScroll();
    });
    return () => {
      cancelLock();
      unlock();
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The parent decides whether the dialog stays mounted; the browser must not close it alone.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Browsers fire "cancel" on Esc; this covers those that do not.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
        if (event.key === 'Tab') keepFocusInside(event.currentTarget, event);
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Button variant="icon" aria-label={t('close')} onClick={() => onClose()}>
          <Icon name="close" />
        </Button>
      </div>
      {children && <div className={styles.body}>{children}</div>}
    </dialog>
  );
}
