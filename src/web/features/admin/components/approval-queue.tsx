import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { useApprovalQueue, useAssociationSettings } from '../api/approvals';
import styles from './admin.module.css';
import { ApprovalCard } from './approval-card';
import claimStyles from './claims.module.css';
import { Pager } from './pager';

/** Companies waiting for the association's approval, oldest first (decision 0044). */
export function ApprovalQueue() {
  const { t } = useTranslation('admin', { keyPrefix: 'approvalDesk' });
  const { lang } = useLanguage();
  const [page, setPage] = useState(1);
  const queue = useApprovalQueue(page);
  const settings = useAssociationSettings();
  const off = settings.data?.data.approveNewCompanies === false;
  return (
    <section className={claimStyles.stack} aria-labelledby="approval-queue">
      <h3 id="approval-queue">{t('queue.title')}</h3>
      {queue.isPending && <p>{t('loading')}</p>}
      {queue.isError && (
        <LoadFailed text={t('failed')} error={queue.error} onRetry={() => void queue.refetch()} />
      )}
      {queue.data && queue.data.total === 0 && <p>{off ? t('queue.off') : t('queue.empty')}</p>}
      {queue.data && queue.data.total > 0 && (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('queue.total', { count: queue.data.total, formatted: formatCount(queue.data.total, lang) })}
          </p>
          <ul className={claimStyles.cards}>
            {queue.data.data.map((row) => (
              <ApprovalCard key={row.reqId} row={row} when={formatDateTime(row.requestedAt, lang)} />
            ))}
          </ul>
          <Pager page={page} total={queue.data.total} pageSize={queue.data.pageSize} onPage={setPage} />
        </>
      )}
    </section>
  );
}
