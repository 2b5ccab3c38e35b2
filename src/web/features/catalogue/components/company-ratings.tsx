import { useTranslation } from 'react-i18next';
import type { CompanyPublic } from '../../../../shared/schemas/catalogue-read';
import { useDayTexts, useIsoDays } from '../../../lib/use-server-text';
import styles from './company-ratings.module.css';
import { StarRating } from './star-rating';

type Rate = CompanyPublic['rates'][number];

/** The company's public answer under a rating, labelled as the company's. */
function RatingReply({ reply, companyName }: { reply: NonNullable<Rate['reply']>; companyName: string }) {
  const { t } = useTranslation('catalogue');
  const [date] = useDayTexts([reply.date]);
  const [iso] = useIsoDays([reply.date]);
  return (
    <div className={styles.reply}>
      <p className={styles.replyHead}>
        <span className={styles.replyLabel}>{t('company.reply', { name: companyName })}</span>
        <time className={styles.date} dateTime={iso}>
          {date}
        </time>
      </p>
      <p className={styles.text}>{reply.text}</p>
    </div>
  );
}

/** The ratings customers gave after choosing the company's proposal, newest first, with its answers. */
export function CompanyRatings({
  rates,
  companyName,
}: {
  rates: CompanyPublic['rates'];
  companyName: string;
}) {
  const { t } = useTranslation('catalogue');
  const sorted = [...rates].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const dates = useDayTexts(sorted.map((rate) => rate.date));
  const isoDays = useIsoDays(sorted.map((rate) => rate.date));
  if (rates.length === 0) return <p className={styles.empty}>{t('company.noRatings')}</p>;
  return (
    <ul className={styles.list}>
      {sorted.map((rate, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ratings have no public id; the list never reorders
        <li key={index} className={styles.item}>
          <div className={styles.head}>
            <StarRating value={rate.rate} size="small" />
            <time className={styles.date} dateTime={isoDays[index]}>
              {dates[index]}
            </time>
          </div>
          {rate.description && <p className={styles.text}>{rate.description}</p>}
          {rate.reply && <RatingReply reply={rate.reply} companyName={companyName} />}
        </li>
      ))}
    </ul>
  );
}
