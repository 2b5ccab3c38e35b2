import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../shared/lang';
import styles from './foreign-text.module.css';

/**
 * A company's own words, which the server sends in the reader's language where the company wrote
 * them (products, the about texts: decision 0042). Text in another language is marked with its
 * `lang` (screen readers switch voice) and Portuguese text on an English page gets a small note
 * saying so. `lang` left out is the page's language (an older answer without it).
 */
export function ForeignText({ lang, children }: { lang: Lang | undefined; children: ReactNode }) {
  const { t, i18n } = useTranslation('catalogue');
  const foreign = lang !== undefined && lang !== i18n.language;
  return (
    <>
      <div lang={foreign ? lang : undefined}>{children}</div>
      {foreign && lang === 'pt-BR' && <p className={styles.note}>{t('company.inPortuguese')}</p>}
    </>
  );
}
