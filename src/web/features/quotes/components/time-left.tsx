import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-format';
import { timeLeft } from '../../../../shared/rules/sao-paulo-time';
import type { QuoteListItem } from '../../../../shared/schemas/quote-read';
import { useLanguage } from '../../../lib/use-language';

/** '2 days left' / 'Faltam 2 dias', or 'Deadline passed'. */
export function TimeLeftText({ deadline, now = new Date() }: { deadline: string; now?: Date }) {
  const { t } = useTranslation('quote-deadline');
  const left = timeLeft(deadline, now);
  if (!left) return <>{t('left.passed')}</>;
  const text =
    left.unit === 'day'
      ? t('left.day', { count: left.count })
      : left.unit === 'hour'
        ? t('left.hour', { count: left.count })
        : t('left.minute', { count: left.count });
  return <>{text}</>;
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

/** The list's deadline column: the deadline and time left, and a company's "Declined". */
export function DeadlineCell({ quote }: { quote: QuoteListItem }) {
  const { t } = useTranslation('quote-deadline');
  return (
    <>
      <DeadlineText deadline={quote.deadline} open={quote.status === 'a'} />
      {quote.declined && (
        <>
          {' · '}
          <span>{t('list.declined')}</span>
        </>
      )}
    </>
  );
}
