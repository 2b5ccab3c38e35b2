import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Icon } from './icon';
import styles from './modal.module.css';
import { lockScroll } from './scroll-lock';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  size?: 'normal' | 'wide';
}

/**
 * Modal shell on the native <dialog>: showModal() makes the rest of the page inert and keeps focus
 * inside; Esc and the close icon call onClose; page scrolling is locked while it is mounted and focus
 * returns to the element that opened it. Render it only while open: `{open && <Modal …/>}`.
 */
export function Modal({ title, onClose, children, size = 'normal' }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
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
