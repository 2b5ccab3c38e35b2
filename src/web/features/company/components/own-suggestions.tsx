import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import type { OwnSuggestion } from '../../../../shared/schemas/vocabulary';
import { useLanguage } from '../../../lib/use-language';
import styles from './vocabulary.module.css';

/** The company's suggested terms, newest first, with the association's answer (and its reason). */
export function OwnSuggestions({ suggestions }: { suggestions: readonly OwnSuggestion[] }) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  if (suggestions.length === 0) return null;
  return (
    <>
      <h3>{t('vocabulary.suggestionsTitle')}</h3>
      <ul className={styles.suggestions}>
        {suggestions.map((s) => (
          <li key={`${s.createdAt}${s.namePt}${s.nameEn}`} className={styles.suggestion}>
            <div>
              {t(`vocabulary.kinds.${s.kind}`)}: <strong>{s.namePt}</strong>
              {s.namePt && s.nameEn && ' / '}
              {s.nameEn && (
                <strong lang="en" translate="no">
                  {s.nameEn}
                </strong>
              )}
            </div>
            <div className={styles.status}>{t(`vocabulary.status.${s.status}`)}</div>
            {s.reason && <div>{t('vocabulary.reason', { reason: s.reason })}</div>}
            <div className={styles.hint}>
              {t('vocabulary.suggestedOn', { date: formatDate(s.createdAt, lang) })}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
