import { useTranslation } from 'react-i18next';

/** The dashboard's tab title in the back office. */
export function InsightTabTitle() {
  const { t } = useTranslation('admin-insight');
  return t('tab');
}
