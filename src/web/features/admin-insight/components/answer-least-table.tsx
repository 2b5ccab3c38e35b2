import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import type { Insight } from '../api/insight';
import styles from './insight.module.css';
import { formatShare } from './insight-format';

/**
 * The companies that answer least: a table (a ranking of ten reads best as one), cards on a phone.
 * The list holds only companies below the median share answered, which the hint states (item 28).
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
        <ResponsiveTable
          label={t('answerLeast')}
          rows={rows}
          rowKey={(r) => r.reqId}
          columns={[
            { id: 'company', header: t('company'), cell: (r) => r.tradeName },
            {
              id: 'received',
              header: t('received'),
              numeric: true,
              cell: (r) => formatCount(r.received, lang),
            },
            {
              id: 'answered',
              header: t('answeredCount'),
              numeric: true,
              cell: (r) => formatCount(r.answered, lang),
            },
            {
              id: 'share',
              header: t('share'),
              numeric: true,
              cell: (r) => formatShare(r.answered, r.received, lang),
            },
          ]}
        />
      )}
    </section>
  );
}
