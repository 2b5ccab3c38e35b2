import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_LIST_FILTERS, type CompanyListFilter } from '../../../../shared/schemas/quote-deadline';
import styles from './quote-list.module.css';

/** Received quotes: all of them, or the company's to-do (open, before the deadline, unanswered). */
export function CompanyListFilterSwitch({
  value,
  onChange,
}: {
  value: CompanyListFilter;
  onChange: (value: CompanyListFilter) => void;
}) {
  const { t } = useTranslation('quote-deadline');
  const name = useId();
  return (
    <fieldset className={styles.filter}>
      <legend>{t('list.filterLabel')}</legend>
      {COMPANY_LIST_FILTERS.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />{' '}
          {option === 'all' ? t('list.all') : t('list.toAnswer')}
        </label>
      ))}
    </fieldset>
  );
}
