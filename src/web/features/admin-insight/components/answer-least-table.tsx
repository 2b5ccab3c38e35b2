import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import type { Insight } from '../api/insight';
import styles from './insight.module.css';
import { formatShare } from './insight-format';

/**
 * The companies that answer least: a table (a ranking of ten reads best as one). The list holds only
 * companies below the median share answered, which the hint states (issue 30 item 28).
 */
export function AnswerLeastTable({ rows, median }: { rows: Insight['answerLeast']; median: number | null }) {
  const { t } = useTranslation('admin-insight');
  const { lang } = useLanguage();
  return (
    <section aria-labelledby="answer-least-title">
      <h3 id="answer-least-title">{t('answerLeast')}</h3>
      {median !== null && (
        <p className={styles.muted}>{t('answerLeastHint', { median: formatShare(median, 1, lang) })}</p>
      )}
      {rows.length === 0 ? (
        <p>{t(median === null ? 'none' : 'answerLeastNone')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
        <section className={styles.scroll} tabIndex={0} aria-label={t('answerLeast')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('company')}</th>
                <th scope="col" className={styles.number}>
                  {t('received')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('answeredCount')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.reqId}>
                  <th scope="row">{r.tradeName}</th>
                  <td className={styles.number}>{formatCount(r.received, lang)}</td>
                  <td className={styles.number}>{formatCount(r.answered, lang)}</td>
                  <td className={styles.number}>{formatShare(r.answered, r.received, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
