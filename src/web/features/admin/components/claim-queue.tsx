import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import type { ClaimQueueRow } from '../../../../shared/schemas/listing-claims';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { useApprove, useClaimQueue, useRefuse } from '../api/claims';
import styles from './admin.module.css';
import claimStyles from './claims.module.css';
import { Pager } from './pager';
import { ReasonToggle } from './reason-toggle';

/** Claims nothing proved, oldest first: approve (the claimant becomes the owner) or refuse with a reason. */
export function ClaimQueue() {
  const { t } = useTranslation('admin', { keyPrefix: 'claimDesk' });
  const { lang } = useLanguage();
  const [page, setPage] = useState(1);
  const queue = useClaimQueue(page);
  return (
    <section className={claimStyles.stack} aria-labelledby="claim-queue">
      <h3 id="claim-queue">{t('queue.title')}</h3>
      {queue.isPending && <p>{t('loading')}</p>}
      {queue.isError && (
        <LoadFailed text={t('failed')} error={queue.error} onRetry={() => void queue.refetch()} />
      )}
      {queue.data && queue.data.total === 0 && <p>{t('queue.empty')}</p>}
      {queue.data && queue.data.total > 0 && (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('queue.total', { count: queue.data.total, formatted: formatCount(queue.data.total, lang) })}
          </p>
          <ul className={claimStyles.cards}>
            {queue.data.data.map((row) => (
              <ClaimCard key={row.reqId} row={row} />
            ))}
          </ul>
          <Pager page={page} total={queue.data.total} pageSize={queue.data.pageSize} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function ClaimCard({ row }: { row: ClaimQueueRow }) {
  const { t } = useTranslation('admin', { keyPrefix: 'claimDesk' });
  const { lang } = useLanguage();
  const approve = useApprove();
  const refuse = useRefuse();
  async function onApprove() {
    const answer = await approve.mutateAsync({ req_id: row.reqId });
    if (isOk(answer)) toast.success(answer.message);
    else toast.error(refusalText(answer, t('failed')));
  }
  return (
    <li className={claimStyles.card}>
      <strong>{row.company.tradeName}</strong>
      {row.claimed && <p>{t('queue.claimedAlready')}</p>}
      <dl>
        <dt>{t('queue.claimant')}</dt>
        <dd>{t('queue.person', { name: row.claimant.name, email: row.claimant.email })}</dd>
        <dt>{t('queue.workEmail')}</dt>
        <dd>{row.email}</dd>
        <dt>{t('queue.listing')}</dt>
        <dd>{[row.company.email, row.company.website].filter(Boolean).join(' · ')}</dd>
        <dt>{t('queue.message')}</dt>
        <dd>{row.message ?? t('queue.noMessage')}</dd>
        <dt>{t('queue.when')}</dt>
        <dd>{formatDateTime(row.createdAt, lang)}</dd>
      </dl>
      <div className={styles.row}>
        <Button size="small" disabled={approve.isPending} onClick={() => void onApprove()}>
          {t('queue.approve')}
        </Button>
        <ReasonToggle
          on={false}
          pending={refuse.isPending}
          texts={{
            start: t('queue.refuse'),
            undo: t('queue.refuse'),
            reasonLabel: t('queue.reason'),
            confirm: t('queue.refuseConfirm'),
            cancel: t('queue.cancel'),
            failed: t('failed'),
          }}
          send={async (reason) => {
            const answer = await refuse.mutateAsync({ req_id: row.reqId, reason: reason ?? '' });
            if (!isOk(answer)) throw new Error(refusalText(answer, t('failed')));
            return answer.message;
          }}
        />
      </div>
    </li>
  );
}
