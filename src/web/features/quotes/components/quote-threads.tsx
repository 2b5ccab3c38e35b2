import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import type { QuoteThread } from '../../../../shared/schemas/quote-thread';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import type { QuoteSide } from '../api/list-quotes';
import { useCloseThreads } from '../api/quote-thread';
import type { ProposalActions } from './proposal-actions';
import styles from './quote-list.module.css';
import { ThreadForm } from './thread-form';

/**
 * Issue 34 item 8: after the award, the messages with each awarded supplier (the buyer sees every
 * thread, a supplier its own), a form while open, and the buyer's "close the messages".
 */
export function QuoteThreads({
  quote,
  side,
  actions,
}: {
  quote: QuoteInfo;
  side: QuoteSide;
  actions: ProposalActions;
}) {
  const { t } = useTranslation('quotes');
  const close = useCloseThreads();
  const [confirming, setConfirming] = useState(false);
  const threads = quote.threads;
  if (!threads || threads.length === 0) return null;
  const closed = quote.threadsClosed === true;

  const onClose = async () => {
    const answer = await close.mutateAsync(quote.reqId);
    setConfirming(false);
    if (isOk(answer)) toast.success(answer.message);
    else toast.error(refusalText(answer, t('thread.failed')));
  };

  return (
    <section aria-labelledby="quote-threads" className={styles.inline}>
      <h3 id="quote-threads">{t('thread.heading')}</h3>
      {closed && <p className={styles.meta}>{t('thread.closed')}</p>}
      {threads.map((thread) => (
        <Thread
          key={thread.company.reqId}
          quote={quote}
          thread={thread}
          side={side}
          actions={actions}
          closed={closed}
        />
      ))}
      {side === 'customer' && !closed && (
        <div className={styles.row}>
          {confirming ? (
            <>
              <span>{t('thread.closeConfirm')}</span>
              <Button size="small" onClick={() => void onClose()} disabled={close.isPending}>
                {t('thread.closeYes')}
              </Button>
              <Button size="small" variant="secondary" onClick={() => setConfirming(false)}>
                {t('thread.closeNo')}
              </Button>
            </>
          ) : (
            <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>
              {t('thread.close')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

function Thread({
  quote,
  thread,
  side,
  actions,
  closed,
}: {
  quote: QuoteInfo;
  thread: QuoteThread;
  side: QuoteSide;
  actions: ProposalActions;
  closed: boolean;
}) {
  const { t } = useTranslation('quotes');
  const { lang } = useLanguage();
  const mine = side === 'customer' ? 'buyer' : 'supplier';
  const company = thread.company.name;
  return (
    <div className={styles.item}>
      {side === 'customer' && <h4>{t('thread.with', { company })}</h4>}
      {thread.messages.length === 0 ? (
        <p className={styles.meta}>{t('thread.empty')}</p>
      ) : (
        <ul className={styles.items}>
          {thread.messages.map((m) => {
            const who = m.from === mine ? t('thread.you') : m.from === 'buyer' ? t('thread.buyer') : company;
            const { file } = m;
            return (
              <li key={m.reqId}>
                <p className={styles.meta}>{t('thread.from', { who, date: formatDateTime(m.date, lang) })}</p>
                <p>{m.text}</p>
                {file && (
                  <Button size="small" variant="secondary" onClick={() => actions.download(file.reqId)}>
                    {t('view.download', { name: file.name })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!closed && (
        <ThreadForm
          reqId={quote.reqId}
          company={side === 'customer' ? thread.company.reqId : undefined}
          label={side === 'customer' ? t('thread.messageTo', { company }) : t('thread.messageToBuyer')}
        />
      )}
    </div>
  );
}
