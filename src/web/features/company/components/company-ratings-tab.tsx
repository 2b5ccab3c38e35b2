import { useTranslation } from 'react-i18next';
import { formatDate, isoDay } from '../../../../shared/rules/date-format';
import type { OwnRateCard } from '../../../../shared/schemas/company-read';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatCount, formatRate } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { useCompanyRates } from '../api/company';
import styles from './company.module.css';
import { RateReplyControl } from './rate-reply-control';
import { RateReportControl } from './rate-report-control';

function Average({ label, value }: { label: string; value: number | null }) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  return (
    <div className={styles.average}>
      <dt>{label}</dt>
      <dd>{value === null ? t('ratings.none') : t('ratings.stars', { rate: formatRate(value, lang) })}</dd>
    </div>
  );
}

function Rating({ card }: { card: OwnRateCard }) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const facts: [string, string | number | null][] = [
    [t('ratings.general'), t('ratings.stars', { rate: card.generalEvaluation })],
    [t('ratings.product'), t('ratings.stars', { rate: card.productRate })],
    [t('ratings.comunication'), t('ratings.stars', { rate: card.comunication })],
    [t('ratings.concluded'), card.concludedDesc],
    [t('ratings.deliveredInTime'), card.deliveredInTimeDesc],
    [t('ratings.priceAsQuote'), card.priceAsQuoteDesc],
    [t('ratings.recommend'), card.recommend3rDpartyDesc],
    [t('ratings.description'), card.shortDescription],
    [t('ratings.suggestions'), card.suggestions],
  ];
  return (
    <li className={styles.rateCard}>
      <time dateTime={isoDay(card.date)}>{formatDate(card.date, lang)}</time>
      <dl className={styles.rateFacts}>
        {facts
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <RateReplyControl card={card} />
      <RateReportControl card={card} />
    </li>
  );
}

/** Profile tab "company ratings": the averages and every rating, newest first. */
export function CompanyRatingsTab() {
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation();
  const { lang } = useLanguage();
  const rates = useCompanyRates();
  if (rates.isPending) return <p role="status">{tc('loading')}</p>;
  if (rates.isError)
    return <LoadFailed text={t('loadFailed')} error={rates.error} onRetry={() => void rates.refetch()} />;
  const { rate, ratesAvg, ratesList } = rates.data;
  return (
    <section className={styles.form} aria-labelledby="company-ratings-title">
      <h2 id="company-ratings-title">{t('ratings.title')}</h2>
      <p>{t('ratings.count', { count: ratesAvg.count, formatted: formatCount(ratesAvg.count, lang) })}</p>
      <dl className={styles.averages}>
        <Average label={t('ratings.overall')} value={rate} />
        <Average label={t('ratings.product')} value={ratesAvg.product} />
        <Average label={t('ratings.comunication')} value={ratesAvg.comunication} />
        <Average label={t('ratings.general')} value={ratesAvg.general} />
      </dl>
      {ratesList.length === 0 ? (
        <p>{t('ratings.none')}</p>
      ) : (
        <ul className={styles.rateList}>
          {ratesList.map((card) => (
            <Rating
              key={card.reqId ?? `${card.date}|${card.generalEvaluation}|${card.shortDescription ?? ''}`}
              card={card}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
