import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from './toast';

/**
 * sonner's toaster with the product's placement and labels; loaded with the first toast. At the
 * bottom: a modal's close button sits at its top right, where a top-right toast covered it (the
 * registration's success toast over the login modal). Under 600 px sonner spans the width.
 */
export default function ToasterView() {
  const { t } = useTranslation();
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      containerAriaLabel={t('toasts.label')}
      toastOptions={{ closeButtonAriaLabel: t('close'), style: { fontFamily: 'var(--font-sans)' } }}
    />
  );
}
