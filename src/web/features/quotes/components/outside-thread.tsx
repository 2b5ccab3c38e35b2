import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import type { OutsideQuote } from '../../../../shared/schemas/quote-outside';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/use-language';
import styles from './quote-share-panel.module.css';
import { ThreadForm } from './thread-form';

/**
 * Decision 0050: an outside winner's messages with the buyer on its link's page, oldest first, and
 * the form to answer (text and one file) until the buyer closes them; as a company's thread.
 */
export function OutsideThread({
  token,
  thread,
  download,
  busy,
}: {
  token: string;
  thread: NonNullable<OutsideQuote['thread']>;
  download: (reqId: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('quotes');
  const { lang } = useLanguage();
  return (
    <section className={styles.panel} aria-labelledby="outside-thread">
      <h3 id="outside-thread">{t('thread.heading')}</h3>
      {thread.closed && <p className={styles.note}>{t('thread.closed')}</p>}
      {thread.messages.length === 0 ? (
        <p className={styles.note}>{t('thread.empty')}</p>
      ) : (
        <ul className={styles.links}>
          {thread.messages.map((m) => {
            const who = m.from === 'supplier' ? t('thread.you') : t('thread.buyer');
            const { file } = m;
            return (
              <li key={m.reqId}>
                <p className={styles.note}>{t('thread.from', { who, date: formatDateTime(m.date, lang) })}</p>
                <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</p>
                {file && (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => download(file.reqId)}
                  >
                    {t('view.download', { name: file.name })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!thread.closed && <ThreadForm reqId={token} outsideToken={token} label={t('thread.messageToBuyer')} />}
    </section>
  );
}
