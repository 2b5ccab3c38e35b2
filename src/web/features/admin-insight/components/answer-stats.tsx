import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import type { Insight } from '../api/insight';
import styles from './insight.module.css';
import { formatDuration, formatShare } from './insight-format';

/** The share of requests that received a proposal and the median wait for the first one. */
export function AnswerStats({ answers }: { answers: Insight['answers'] }) {
  const { t } = useTranslation('admin-insight');
  const { lang } = useLanguage();
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt>{t('answered')}</dt>
        <dd>
          {t('answeredValue', {
            share: formatShare(answers.answered, answers.quotes, lang),
            answered: formatCount(answers.answered, lang),
            quotes: formatCount(answers.quotes, lang),
          })}
        </dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('median')}</dt>
        <dd>
          {answers.medianSecondsToFirst === null
            ? t('noMedian')
            : formatDuration(answers.medianSecondsToFirst, lang)}
        </dd>
      </div>
    </dl>
  );
}
