import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import { timeLeft } from '../../../../shared/rules/sao-paulo-time';
import type { QuoteListItem } from '../../../../shared/schemas/quote-read';
import { useLanguage } from '../../../lib/use-language';

/**
 * '2 days left' / 'Faltam 2 dias', '2 hours and 59 minutes left' / 'Faltam 2 horas e 59 minutos'
 * (timeLeft says when a second unit follows), or 'Deadline passed'.
 */
export function TimeLeftText({ deadline, now = new Date() }: { deadline: string; now?: Date }) {
  const { t } = useTranslation('quote-deadline');
  const left = timeLeft(deadline, now);
  if (!left) return <>{t('left.passed')}</>;
  if (!left.rest) return <>{t(`left.${left.unit}`, { count: left.count })}</>;
  const first = t(`unit.${left.unit}`, { count: left.count });
  const second = t(`unit.${left.rest.unit}`, { count: left.rest.count });
  return <>{t('left.pair', { first, second })}</>;
}

/** A deadline in a list or the quote view: its date in São Paulo time and the time left. */
export function DeadlineText({ deadline, open }: { deadline: string | null | undefined; open: boolean }) {
  const { t } = useTranslation('quote-deadline');
  const { lang } = useLanguage();
  if (!deadline) return <>{t('list.none')}</>;
  return (
    <span>
      <time dateTime={deadline}>{formatDateTime(deadline, lang)}</time>
      {open && (
        <>
          {' · '}
          <strong>
            <TimeLeftText deadline={deadline} />
          </strong>
        </>
      )}
    </span>
  );
}

/**
 * The list's deadline column: the deadline and time left, and a company's "Declined". On the
 * company's list the status column says declined or deadline passed (issue 30 item 14), so the
 * time left shows only while the company may still answer.
 */
export function DeadlineCell({ quote }: { quote: QuoteListItem }) {
  const { t } = useTranslation('quote-deadline');
  const answerable =
    quote.supplierStatus === undefined || ['toAnswer', 'proposed'].includes(quote.supplierStatus);
  return (
    <>
      <DeadlineText deadline={quote.deadline} open={quote.status === 'a' && answerable} />
      {quote.declined && !quote.supplierStatus && (
        <>
          {' · '}
          <span>{t('list.declined')}</span>
        </>
      )}
    </>
  );
}
