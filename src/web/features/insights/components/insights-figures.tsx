import { useTranslation } from 'react-i18next';
import type { InsightFigures } from '../../../../shared/schemas/insights';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import styles from './insights.module.css';
import { changeOf, formatShare } from './insights-format';

const SHOWN = ['views', 'appearances', 'clicks', 'quotesReceived', 'ratings'] as const;

/** A period's figures, each with its change from the period before. */
export function InsightsFigures({
  current,
  previous,
}: {
  current: InsightFigures;
  previous: InsightFigures;
}) {
  const { t } = useTranslation('insights');
  const { lang } = useLanguage();
  return (
    <dl className={styles.stats}>
      {SHOWN.map((name) => {
        const change = changeOf(current[name], previous[name]);
        return (
          <div key={name} className={styles.stat}>
            <dt>{t(`figure.${name}`)}</dt>
            <dd>{formatCount(current[name], lang)}</dd>
            <dd className={styles.change} data-change={change.kind}>
              {t(`change.${change.kind}`, {
                share: formatShare(change.share, lang),
                previous: formatCount(previous[name], lang),
              })}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
