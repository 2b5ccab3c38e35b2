import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useUnreadCount } from '../api/notifications';
import styles from './notification-bell.module.css';

// The list and the message texts it needs load on the first opening of the bell.
const NotificationList = lazy(() =>
  import('./notification-list').then((m) => ({ default: m.NotificationList })),
);

/**
 * The header bell (logged in only) with the unread counter, and the notifications panel it opens
 * (PRODUCT.md 2). Esc, the close button or a click outside close the panel.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = useUnreadCount().data ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bellRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className={styles.wrapper} ref={wrapperRef}>
      <button
        ref={bellRef}
        type="button"
        className={styles.bell}
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <section id={panelId} className={styles.panel} hidden={!open} aria-labelledby={`${panelId}-title`}>
        <div className={styles.panelHeader}>
          <h2 id={`${panelId}-title`} className={styles.panelTitle}>
            {t('notifications.title')}
          </h2>
          <Button
            variant="icon"
            size="small"
            aria-label={t('close')}
            onClick={() => {
              setOpen(false);
              bellRef.current?.focus();
            }}
          >
            <Icon name="close" size={18} />
          </Button>
        </div>
        {open && (
          <Suspense fallback={<p role="status">{t('loading')}</p>}>
            <NotificationList onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
