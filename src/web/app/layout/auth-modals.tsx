import { lazy, Suspense, useEffect } from 'react';
import { useAuthModal } from '../../lib/services';

// The forms, their rules and react-hook-form load on the first opening, not with every page.
const LoginModal = lazy(() =>
  import('../../features/auth/components/login-modal').then((m) => ({ default: m.LoginModal })),
);
const RegisterModal = lazy(() =>
  import('../../features/auth/components/register-modal').then((m) => ({ default: m.RegisterModal })),
);

/**
 * Esc while a modal is asked for but its code is still loading (the first quarter second of the
 * first opening) cancels the request; otherwise the key went to the page and the modal appeared
 * right after, as if Esc had reopened it. Once the dialog is up it handles Esc itself and marks the
 * event handled (preventDefault), so this does nothing more.
 */
function useEscCancelsOpening(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);
}

/** The login and register modals, mounted only while one of them is asked for. */
export function AuthModals() {
  const { current, close } = useAuthModal();
  useEscCancelsOpening(current !== null, close);
  return (
    <Suspense fallback={null}>
      {current === 'login' && <LoginModal />}
      {current === 'register' && <RegisterModal />}
    </Suspense>
  );
}
