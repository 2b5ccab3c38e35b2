import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { formatDate } from '../../../../shared/rules/date-format';
import { ApiError } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import { useRateCheck } from '../api/rate-check';
import styles from './quote-rate.module.css';
import { QuoteRateForm, type RateOutcome } from './quote-rate-form';
import { QuoteRateNotice } from './quote-rate-notice';

/**
 * /quote-rate/{proposalId} (PRODUCT.md 2): checks the link, shows the quote, the dates and the
 * chosen company above the rating form, and ends with a thank-you or a failure notice. Nobody needs
 * to be logged in: the proposal's unguessable reqId is the key.
 */
export function QuoteRate({ proposalId }: { proposalId: string }) {
  const { t } = useTranslation('quote-new');
  const { lang } = useLanguage();
  const check = useRateCheck(proposalId);
  // Once rated, the link no longer checks; the outcome wins over any later look at the check.
  const [outcome, setOutcome] = useState<RateOutcome | null>(null);

  if (outcome) return <QuoteRateNotice kind={outcome.kind} title={outcome.title} lines={outcome.lines} />;
  if (check.isPending)
    return (
      <p className={styles.loading} role="status">
        {t('rate.loading')}
      </p>
    );
  if (check.isError) {
    const lines = check.error instanceof ApiError ? check.error.lines : [];
    return (
      <QuoteRateNotice
        kind="failure"
        title={t('rate.failed')}
        lines={lines.length > 0 ? lines : [translate(lang, 'msg.requestError')]}
      />
    );
  }
  const quote = check.data;
  return (
    <div className={styles.page}>
      <dl className={styles.summary}>
        <div>
          <dt>{t('rate.quote')}</dt>
          <dd className={styles.quoteTitle}>{quote.title}</dd>
        </div>
        <div>
          <dt>{t('rate.company')}</dt>
          <dd>{quote.companyName}</dd>
        </div>
        <div>
          <dt>{t('rate.opened')}</dt>
          <dd>
            <time dateTime={quote.date}>{formatDate(quote.date, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('rate.chosen')}</dt>
          <dd>
            <time dateTime={quote.dateChosen}>{formatDate(quote.dateChosen, lang)}</time>
          </dd>
        </div>
      </dl>
      <QuoteRateForm proposalId={proposalId} onDone={setOutcome} />
    </div>
  );
}
