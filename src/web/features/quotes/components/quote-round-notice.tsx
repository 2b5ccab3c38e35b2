import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import { useLanguage } from '../../../lib/use-language';
import type { QuoteSide } from '../api/list-quotes';
import styles from './quote-list.module.css';

/**
 * Issue 34 item 6 in the quote view: the revision rounds the owner asked for, with their notes; a
 * company that proposed reads that its revised offer is awaited, one that did not that it is closed.
 */
export function QuoteRoundNotice({ quote, side }: { quote: QuoteInfo; side: QuoteSide }) {
  const { t } = useTranslation('quote-deadline');
  const { lang } = useLanguage();
  const round = quote.round ?? 1;
  if (round === 1) return null;
  const open = quote.status === 'a';
  if (side === 'company' && quote.proposals.length === 0) {
    return open ? <p className={styles.meta}>{t('view.roundClosed')}</p> : null;
  }
  const rounds = quote.rounds ?? [];
  const current = rounds.at(-1);
  return (
    <>
      {side === 'company' && open && current && (
        <p role="status">{t('view.roundAsked', { deadline: formatDateTime(current.deadline, lang) })}</p>
      )}
      <ul className={styles.items}>
        {rounds.map((r) => (
          <li key={r.round} className={styles.item}>
            <p className={styles.meta}>
              {t('view.round', { round: r.round, deadline: formatDateTime(r.deadline, lang) })}
            </p>
            {r.note && <p>{t('view.roundNote', { note: r.note })}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
