import { useTranslation } from 'react-i18next';
import { FUNNEL_MIN_PEERS, FUNNEL_MIN_RECEIVED } from '../../../../shared/insights-events';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import type { Insights } from '../api/insights';
import styles from './insights.module.css';
import { formatShare } from './insights-format';

/**
 * Received → answered → won over 12 months, beside the median of the other companies in the same
 * categories. Too few requests show their counts without shares (a share of one or two requests
 * is noise), and too few peers no median.
 */
export function InsightsFunnel({ funnel }: { funnel: Insights['funnel'] }) {
  const { t } = useTranslation('insights');
  const { lang } = useLanguage();
  const tooLittle = funnel.tooLittleData ?? funnel.received < FUNNEL_MIN_RECEIVED;
  const share = (n: number) => formatShare(funnel.received === 0 ? 0 : n / funnel.received, lang);
  const n = (value: number) => formatCount(value, lang);
  return (
    <section aria-labelledby="insights-funnel-title" className={styles.section}>
      <h3 id="insights-funnel-title">{t('funnel.title')}</h3>
      <ol className={styles.funnel}>
        <li>{t('funnel.received', { n: n(funnel.received) })}</li>
        <li>
          {tooLittle
            ? t('funnel.answeredCount', { n: n(funnel.answered) })
            : t('funnel.answered', { n: n(funnel.answered), share: share(funnel.answered) })}
        </li>
        <li>
          {tooLittle
            ? t('funnel.wonCount', { n: n(funnel.won) })
            : t('funnel.won', { n: n(funnel.won), share: share(funnel.won) })}
        </li>
      </ol>
      {tooLittle && <p className={styles.muted}>{t('funnel.tooLittle', { min: n(FUNNEL_MIN_RECEIVED) })}</p>}
      <p className={styles.muted}>
        {funnel.peerAnsweredRate !== null && funnel.peerWonRate !== null && funnel.peers >= FUNNEL_MIN_PEERS
          ? t('funnel.peers', {
              n: n(funnel.peers),
              answered: formatShare(funnel.peerAnsweredRate, lang),
              won: formatShare(funnel.peerWonRate, lang),
            })
          : t('funnel.noPeers')}
      </p>
    </section>
  );
}
