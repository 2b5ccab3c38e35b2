import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translate } from '../../../../shared/messages/translate';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import type { NotificationItem } from '../../../../shared/schemas/notifications';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../lib/use-language';
import { useExclude, useMarkRead, useNotificationList } from '../api/notifications';
import styles from './notification-bell.module.css';

function Item({ item, onNavigate }: { item: NotificationItem; onNavigate: () => void }) {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const markRead = useMarkRead();
  const exclude = useExclude();
  const failed = (error: Error) => toast.error(error.message || translate(lang, 'msg.requestError'));

  return (
    <li className={item.read ? styles.item : `${styles.item} ${styles.unread}`}>
      <div className={styles.itemHead}>
        <span className={styles.label}>{item.label}</span>
        <time className={styles.date} dateTime={item.date}>
          {formatDateTime(item.date, lang)}
        </time>
      </div>
      {item.read ? (
        <p className={styles.text}>{item.text}</p>
      ) : (
        <button
          type="button"
          className={`${styles.text} ${styles.textButton}`}
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(item, { onError: failed })}
        >
          <span className="visually-hidden">{t('notifications.unread')} </span>
          {item.text}
        </button>
      )}
      {item.link?.startsWith('/') && (
        <Link
          className={styles.open}
          to={item.link}
          onClick={() => {
            if (!item.read) markRead.mutate(item, { onError: failed });
            onNavigate();
          }}
        >
          {t('notifications.open')}
        </Link>
      )}
      <button
        type="button"
        className={styles.exclude}
        aria-label={t('notifications.exclude', { label: item.label })}
        disabled={exclude.isPending}
        onClick={() => exclude.mutate(item, { onError: failed })}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}

/**
 * The panel's paged list: unread items' text marks them read when clicked; each can be excluded.
 * `onNavigate` closes the panel when a notification's page is opened.
 */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { lang } = useLanguage();
  const list = useNotificationList(true);

  if (list.isPending) {
    return (
      <p className={styles.empty} role="status">
        {tc('loading')}
      </p>
    );
  }
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        text={translate(lang, 'msg.requestError')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <p className={styles.empty}>{translate(lang, 'empty.records')}</p>;
  return (
    <div className={styles.body}>
      <ul className={styles.list}>
        {items.map((item) => (
          <Item key={item.reqId} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      <div className={styles.more}>
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            size="small"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? tc('loading') : t('notifications.loadMore')}
          </Button>
        ) : (
          list.data.pages.length > 1 && <p className={styles.end}>{translate(lang, 'empty.noMore')}</p>
        )}
      </div>
    </div>
  );
}
