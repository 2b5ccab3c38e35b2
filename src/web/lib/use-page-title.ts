import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** document.title = "<catalogue name> | <page title>" (PRODUCT.md section 1), in the current language. */
export function usePageTitle(pageTitle: string | null | undefined): void {
  const { t } = useTranslation();
  const catalogueName = t('catalogueName');
  useEffect(() => {
    document.title = pageTitle ? `${catalogueName} | ${pageTitle}` : catalogueName;
  }, [catalogueName, pageTitle]);
}
