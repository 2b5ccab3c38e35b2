import { useTranslation } from 'react-i18next';
import { RATING } from '../../../../shared/limits';
import { formatRate } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import styles from './star-rating.module.css';

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
        <span className={styles.empty} />
        <span className={styles.full} />
      </span>
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      )}
    </span>
  );
}
