import { useTranslation } from 'react-i18next';
import { LANGS } from '../../../shared/lang';
import { useLanguage } from '../../lib/use-language';
import styles from './language-switch.module.css';

/** pt-BR / English toggle (PRODUCT.md: "The language can be switched in the footer"). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { lang, setLanguage } = useLanguage();
  return (
    <fieldset className={styles.group} aria-label={t('language.label')}>
      {LANGS.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={option === lang}
          onClick={() => void setLanguage(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
