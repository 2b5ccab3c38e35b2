import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from './toast';

/** sonner's toaster with the product's placement and labels; loaded with the first toast. */
export default function ToasterView() {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      offset={{ top: 'calc(var(--header-height) + 12px)' }}
      containerAriaLabel={t('toasts.label')}
      toastOptions={{ closeButtonAriaLabel: t('close'), style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}
