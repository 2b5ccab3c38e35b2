import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useAuthModal, useSessionUser } from '../../../lib/services';
import { RegisterForm } from './register-form';

/**
 * The register modal (PRODUCT.md 2): open through useAuthModal().open('register'), which also
 * closes the login modal (one modal at a time); never shown to a logged-in user. Rendered into
 * <body> so it does not inherit the styles of where it is mounted (the header).
 */
export function RegisterModal() {
  const { t } = useTranslation('account');
  const { current, close } = useAuthModal();
  const user = useSessionUser();
  const open = current === 'register';

  useEffect(() => {
    if (open && user) close();
  }, [open, user, close]);

  if (!open || user) return null;
  return createPortal(
    <Modal title={t('register.title')} onClose={close} size="wide">
      <RegisterForm />
    </Modal>,
    document.body,
  );
}
