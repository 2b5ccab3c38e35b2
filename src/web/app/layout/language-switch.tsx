import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../../shared/lang';
import { nextPaint } from '../../lib/after-next-paint';
import { useLanguage } from '../../lib/use-language';
import styles from './language-switch.module.css';

/** pt-BR / English toggle (PRODUCT.md: "The language can be switched in the footer"). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { lang, setLanguage } = useLanguage();
  // The language asked for, shown as chosen while the page changes over to it.
  const [asked, setAsked] = useState<Lang | null>(null);
  const choose = async (option: Lang) => {
    setAsked(option);
    try {
      // react-i18next re-renders every translated string synchronously when the language changes
      // (useSyncExternalStore, which no transition can defer); started inside the click, that
      // render delayed the click's own paint by most of a second on a slow phone (issue 17). The
      // pressed button paints first, the page follows.
      await nextPaint();
      await setLanguage(option);
    } finally {
      setAsked(null);
    }
  };
  const shown = asked ?? lang;
  return (
    <fieldset className={styles.group} aria-label={t('language.label')} aria-busy={asked !== null}>
      {LANGS.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={option === shown}
          onClick={() => void choose(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
