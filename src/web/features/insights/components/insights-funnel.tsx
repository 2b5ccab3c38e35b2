import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import type { Insights } from '../api/insights';
import styles from './insights.module.css';
import { formatShare } from './insights-format';

/** Received → answered → won over 12 months, beside the median of the companies in the same categories. */
export function InsightsFunnel({ funnel }: { funnel: Insights['funnel'] }) {
  const { t } = useTranslation('insights');
  const { lang } = useLanguage();
  const share = (n: number) => formatShare(funnel.received === 0 ? 0 : n / funnel.received, lang);
  return (
    <section aria-labelledby="insights-funnel-title" className={styles.section}>
      <h3 id="insights-funnel-title">{t('funnel.title')}</h3>
      <ol className={styles.funnel}>
        <li>{t('funnel.received', { n: formatCount(funnel.received, lang) })}</li>
        <li>
          {t('funnel.answered', { n: formatCount(funnel.answered, lang), share: share(funnel.answered) })}
        </li>
        <li>{t('funnel.won', { n: formatCount(funnel.won, lang), share: share(funnel.won) })}</li>
      </ol>
      <p className={styles.muted}>
        {funnel.peerAnsweredRate !== null && funnel.peerWonRate !== null && funnel.peers >= 3
          ? t('funnel.peers', {
              n: formatCount(funnel.peers, lang),
              answered: formatShare(funnel.peerAnsweredRate, lang),
              won: formatShare(funnel.peerWonRate, lang),
            })
          : t('funnel.noPeers')}
      </p>
    </section>
  );
}
