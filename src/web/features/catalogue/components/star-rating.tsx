import { useTranslation } from 'react-i18next';
import { RATING } from '../../../../shared/limits';
import { formatRate } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import styles from './star-rating.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Stars({ className }: { className: string }) {
  return (
    <span className={className}>
      {Array.from({ length: RATING.max }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five identical stars
        <svg key={i} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/**
 * A 1-to-5 rating as five stars filled in proportion (4.5 fills four and a half), read out as
 * "Rated 4.5 out of 5". With no rating yet it says so in words.
 */
export function StarRating({
  value,
  showValue = false,
  size = 'medium',
}: {
  value: number | null;
  showValue?: boolean;
  size?: 'small' | 'medium' | 'large';
}) {
  const { t } = useTranslation('catalogue');
  const { lang } = useLanguage();
  if (value === null) return <span className={styles.none}>{t('rating.none')}</span>;
  const clamped = Math.min(Math.max(value, 0), RATING.max);
  const text = formatRate(clamped, lang);
  // In steps of 5 %, as a data attribute the stylesheet reads: a style attribute in the server's
  // markup would be refused by the Content-Security-Policy (style-src-attr 'none').
  const fill = Math.round((clamped / RATING.max) * 20) * 5;
  return (
    <span className={styles.rating} data-size={size}>
      <span
        className={styles.stars}
        role="img"
        aria-label={t('rating.label', { rate: text })}
        data-fill={fill}
      >
        <Stars className={styles.empty} />
        <Stars className={styles.full} />
      </span>
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      )}
    </span>
  );
}
