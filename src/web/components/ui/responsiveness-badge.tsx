import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { describeResponseTime } from '../../../shared/responsiveness';
import type { ResponsivenessFigures } from '../../../shared/schemas/responsiveness';
import { StrokeIcon } from './icon';
import styles from './responsiveness-badge.module.css';

/** "Answers 92% of requests, usually within 1 day", in the reader's language (issue 18 item 6). */
export function useResponsivenessText(): (figures: ResponsivenessFigures) => string {
  const { t } = useTranslation('responsiveness');
  return (figures) => {
    const percent = figures.answeredPercent;
    if (figures.medianSeconds === null) return t('badge.answers', { percent });
    const { unit, count } = describeResponseTime(figures.medianSeconds);
    const time = unit === 'hours' ? t('badge.hours', { count }) : t('badge.days', { count });
    return t('badge.answersWithin', { percent, time });
  };
}

function Badge({
  figures,
  size,
  whole,
}: {
  figures: ResponsivenessFigures;
  size: 'small' | 'normal';
  whole: boolean;
}) {
  const text = useResponsivenessText();
  const className = [styles.badge, size === 'small' && styles.small, whole && styles.whole]
    .filter(Boolean)
    .join(' ');
  return (
    <p className={className}>
      <span className={styles.icon}>
        <StrokeIcon size={size === 'small' ? 14 : 16}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </StrokeIcon>
      </span>
      {text(figures)}
    </p>
  );
}

/**
 * A company's answers to quote requests, on its card, its page and the quote comparison. Shown
 * only when the server sent figures (it leaves them out below 5 requests). Its words are a
 * namespace of their own, fetched the first time a badge shows: the card appears at once and the
 * line joins it, rather than the whole list waiting.
 */
export function ResponsivenessBadge({
  figures,
  size = 'normal',
  whole = false,
}: {
  figures: ResponsivenessFigures | undefined;
  size?: 'small' | 'normal';
  /** Break between words only (a table cell sized by its words), never inside one. */
  whole?: boolean;
}) {
  if (!figures) return null;
  return (
    <Suspense fallback={null}>
      <Badge figures={figures} size={size} whole={whole} />
    </Suspense>
  );
}
