import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT, TIMINGS } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import type { CompanyRef } from '../../../../shared/schemas/quote-read';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Modal } from '../../../components/ui/modal';
import { useLanguage } from '../../../lib/use-language';
import { useCompanySearch } from '../api/company-search';
import styles from './company-search-modal.module.css';

interface CompanySearchModalProps {
  title: string;
  category: number;
  /** Ids chosen in this list. */
  selected: readonly number[];
  /** Ids in the opposite list: never offered here, so no company is both targeted and excluded. */
  blocked: readonly number[];
  onToggle: (company: CompanyRef) => void;
  onClose: () => void;
}

/** The search text the server gets: what was typed, once typing has paused for a second. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Company search modal (PRODUCT.md 2): companies of the chosen category by name, searched 1 s after
 * typing stops; a click toggles a company in the list being edited, OK closes.
 */
export function CompanySearchModal({
  title,
  category,
  selected,
  blocked,
  onToggle,
  onClose,
}: CompanySearchModalProps) {
  const { t } = useTranslation('quote-new');
  const { lang } = useLanguage();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), TIMINGS.companySearchDebounceMs);
  const results = useCompanySearch(category, search);
  const inputId = useId();
  const hintId = useId();
  const shown = (results.data ?? []).filter((company) => !blocked.includes(company.id));
  const waiting = results.isFetching || search !== text.trim();

  return (
    <Modal title={title} onClose={onClose}>
      <div className={styles.body}>
        <label htmlFor={inputId} className={styles.label}>
          {t('search.label')}
        </label>
        <input
          id={inputId}
          className={inputClass}
          type="search"
          autoComplete="off"
          maxLength={TEXT.companySearch}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={hintId} className={styles.hint}>
          {t('search.hint')}
        </p>
        <p className={styles.status} aria-live="polite">
          {waiting ? t('search.searching') : t('search.chosen', { count: selected.length })}
        </p>
        {results.isError ? (
          <LoadFailed
            text={t('search.failed')}
            error={results.error}
            onRetry={() => void results.refetch()}
          />
        ) : results.isPending ? null : shown.length === 0 ? (
          <p className={styles.empty}>{translate(lang, 'empty.companies')}</p>
        ) : (
          <ul className={styles.options}>
            {shown.map((company) => (
              <li key={company.id}>
                <button
                  type="button"
                  className={styles.option}
                  aria-pressed={selected.includes(company.id)}
                  onClick={() => onToggle(company)}
                >
                  {company.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Button type="button" onClick={onClose}>
            {t('search.ok')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
