import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RATING } from '../../../../shared/limits';
import styles from './quote-rate.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const VALUES = Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.min + i);

interface ChoiceProps {
  legend: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

function ErrorLine({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {error}
    </p>
  );
}

/**
 * A 1-to-5 rating as five star radios: arrows move between them like any radio group, and each is
 * read out as "3 of 5". Stars up to the chosen one are filled.
 */
export function StarInput({ legend, registration, error, value }: ChoiceProps & { value: unknown }) {
  const { t } = useTranslation('quote-new');
  const errorId = useId();
  const chosen = Number(value) || 0;
  return (
    <fieldset
      className={styles.choice}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars}>
        {VALUES.map((n) => (
          <label key={n} className={styles.star} data-on={n <= chosen ? '' : undefined}>
            <input
              type="radio"
              className="visually-hidden"
              value={String(n)}
              aria-label={t('rate.star', { value: n, max: RATING.max })}
              {...registration}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR} />
            </svg>
          </label>
        ))}
        <span className={styles.starValue} aria-hidden="true">
          {chosen > 0 ? `${chosen}/${RATING.max}` : ''}
        </span>
      </div>
      <ErrorLine id={errorId} error={error} />
    </fieldset>
  );
}

/** A required yes/no question (y or n on the wire). */
export function YesNoInput({ legend, registration, error }: ChoiceProps) {
  const { t } = useTranslation('quote-new');
  const errorId = useId();
  return (
    <fieldset
      className={styles.choice}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.yesNo}>
        {(['y', 'n'] as const).map((answer) => (
          <label key={answer} className={styles.pill}>
            <input type="radio" value={answer} {...registration} />
            <span>{t(answer === 'y' ? 'rate.yes' : 'rate.no')}</span>
          </label>
        ))}
      </div>
      <ErrorLine id={errorId} error={error} />
    </fieldset>
  );
}
