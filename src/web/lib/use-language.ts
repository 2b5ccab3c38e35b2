import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../shared/lang';
import { currentLang, switchLanguage } from './i18n';
import { useServices } from './services';

/** The UI language and the switch that stores it ('lang') and re-renders every string. */
export function useLanguage(): { lang: Lang; setLanguage: (lang: Lang) => Promise<void> } {
  const { i18n } = useTranslation();
  const { storage } = useServices();
  const setLanguage = useCallback((lang: Lang) => switchLanguage(i18n, storage, lang), [i18n, storage]);
  return { lang: currentLang(i18n), setLanguage };
}
