import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { useLoginModal, useServices } from '../../../lib/services';
import { parseSessionUser } from '../../../lib/session-user';
import { forgetPrivateQueries, useTokenLogin } from '../api/login';
import { forgetPersistentLogin, loadPersistentLogin } from '../lib/persistent-login';
import styles from './auth-forms.module.css';
import { LoginForm } from './login-form';

/**
 * When the modal opens with a stored 'user-token', logs in with it once (PRODUCT.md 4) and closes
 * the modal on success. A refusal drops the token; an unreachable server keeps it for next time.
 * True while the attempt runs.
 */
function useSavedLogin(): boolean {
  const { t } = useTranslation('account');
  const { storage, user, authModal } = useServices();
  const queryClient = useQueryClient();
  const { mutateAsync } = useTokenLogin();
  const [trying, setTrying] = useState(() => user.get() === null && loadPersistentLogin(storage) !== null);
  // StrictMode runs effects twice in development; one attempt per opening.
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening of the modal.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const saved = loadPersistentLogin(storage);
    if (!saved || user.get()) {
      setTrying(false);
      return;
    }
    mutateAsync(saved)
      .then((answer) => {
        const next = isOk(answer) ? parseSessionUser(answer.register) : null;
        if (next) {
          forgetPrivateQueries(queryClient);
          user.set(next);
          toast.success(t('login.welcomeBack', { name: next.shortName }));
          if (authModal.get() === 'login') authModal.close();
        } else if (answer) {
          forgetPersistentLogin(storage);
        }
      })
      .catch(() => undefined)
      .finally(() => setTrying(false));
  }, []);

  return trying;
}

function LoginContent({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const trying = useSavedLogin();
  return (
    <>
      {trying && (
        <p className={styles.saved} role="status">
          {t('login.savedTrying')}
        </p>
      )}
      <LoginForm onDone={onDone} />
    </>
  );
}

/**
 * The login modal, opened by the header's account item, by /profile when logged out, by the
 * register modal after a registration and by the API client on SES006. Esc and the close icon close
 * it; the page does not scroll while it is open (components/ui/modal).
 */
export function LoginModal() {
  const { t } = useTranslation('account');
  const { isOpen, close } = useLoginModal();
  if (!isOpen) return null;
  return (
    <Modal title={t('login.title')} onClose={close}>
      <LoginContent onDone={close} />
    </Modal>
  );
}
