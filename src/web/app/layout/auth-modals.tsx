import { Suspense, useEffect } from 'react';
import { preloadable } from '../../lib/preloadable';
import { useAuthModal } from '../../lib/services';

// The forms, their rules and react-hook-form load on the first opening, not with every page.
const Login = preloadable(() =>
  import('../../features/auth/components/login-modal').then((m) => m.LoginModal),
);
const LoginModal = Login.Component;
const RegisterModal = preloadable(() =>
  import('../../features/auth/components/register-modal').then((m) => m.RegisterModal),
).Component;

/**
 * Fetches the login modal's code when a person shows the intent to open it (pointer over or focus
 * on the header's button), so the click renders the modal at once: fetched from within the click,
 * its download, parsing and first render held back the click's next paint (issue 17: about half a
 * second at a 4x slowdown). Not on every page's load: with its form rules it weighs about 45 KB.
 */
export const preloadLoginModal = (): void => {
  Login.preload().catch(() => {
    // The click asks again (React.lazy), and shows what failed then.
  });
};

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
