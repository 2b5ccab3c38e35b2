import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, isoDay } from '../../../../shared/rules/date-format';
import { slugify } from '../../../../shared/rules/slug';
import type { AdminRatingRow } from '../../../../shared/schemas/rating-moderation';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import styles from './admin-ratings.module.css';
import { RatingActions, ReplyActions } from './rating-actions';

/** Draws a 1-to-5 score as stars; the app hands the catalogue's (features never import each other). */
export type DrawStars = (value: number) => ReactNode;

function When({ value, text }: { value: string; text: (date: string) => string }) {
  const { lang } = useLanguage();
  return <time dateTime={isoDay(value)}>{text(formatDate(value, lang))}</time>;
}

/** A report or a hiding: when, and the reason given. */
function Note(props: {
  className: string;
  at: string;
  reason: string | null;
  children: (date: string) => string;
}) {
  const { t } = useTranslation('admin-ratings');
  return (
    <div className={props.className}>
      <p>
        <strong>
          <When value={props.at} text={props.children} />
        </strong>
      </p>
      <p>{t('reasonShown', { reason: props.reason ?? '' })}</p>
    </div>
  );
}

/** The rated company's public answer, its hiding if any, and the actions on it. */
function CompanyReply({ rating }: { rating: AdminRatingRow }) {
  const { t } = useTranslation('admin-ratings');
  if (!rating.reply) return null;
  const headingId = `reply-${rating.reqId}`;
  return (
    <section className={styles.reply} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.replyHeading}>
        {t('reply')}
      </h4>
      {rating.replyDate && (
        <p className={styles.muted}>
          <When value={rating.replyDate} text={(date) => t('repliedOn', { date })} />
        </p>
      )}
      <p className={styles.replyText}>{rating.reply}</p>
      {rating.replyHiddenAt && (
        <Note className={styles.hidden} at={rating.replyHiddenAt} reason={rating.replyHiddenReason ?? null}>
          {(date) => t('replyHiddenOn', { date })}
        </Note>
      )}
      <ReplyActions rating={rating} />
    </section>
  );
}

/** One rating as the moderator reads it: scores, the rater's words, the report, the hiding, the company's answer, the actions. */
export function RatingCard({ rating, stars }: { rating: AdminRatingRow; stars: DrawStars }) {
  const { t } = useTranslation('admin-ratings');
  const titleId = `rating-${rating.reqId}`;
  const scores: [string, number][] = [
    [t('general'), rating.generalEvaluation],
    [t('product'), rating.productRate],
    [t('comunication'), rating.comunication],
  ];
  const texts: [string, string | null][] = [
    [t('description'), rating.shortDescription],
    [t('suggestions'), rating.suggestions],
  ];
  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.company}>
          <a href={paths.company(rating.companyReqId, slugify(rating.companyName) || 'company')}>
            {rating.companyName}
          </a>
        </h3>
        <p className={styles.muted}>
          <When value={rating.date} text={(date) => t('ratedOn', { date })} />
        </p>
        <dl className={styles.facts}>
          {scores.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{stars(value)}</dd>
            </div>
          ))}
          {texts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className={styles.wide}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {rating.reportedAt && (
          <Note className={styles.report} at={rating.reportedAt} reason={rating.reportReason}>
            {(date) => t('reportedOn', { date })}
          </Note>
        )}
        {rating.hiddenAt && (
          <Note className={styles.hidden} at={rating.hiddenAt} reason={rating.hiddenReason}>
            {(date) => t('hiddenOn', { date })}
          </Note>
        )}
        <RatingActions rating={rating} />
        <CompanyReply rating={rating} />
      </article>
    </li>
  );
}
