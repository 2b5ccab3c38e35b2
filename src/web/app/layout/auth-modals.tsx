import { lazy, Suspense } from 'react';
import { useAuthModal } from '../../lib/services';

// The forms, their rules and react-hook-form load on the first opening, not with every page.
const LoginModal = lazy(() =>
  import('../../features/auth/components/login-modal').then((m) => ({ default: m.LoginModal })),
);
const RegisterModal = lazy(() =>
  import('../../features/auth/components/register-modal').then((m) => ({ default: m.RegisterModal })),
);

/** The login and register modals, mounted only while one of them is asked for. */
export function AuthModals() {
  const { current } = useAuthModal();
  return (
    <Suspense fallback={null}>
      {current === 'login' && <LoginModal />}
      {current === 'register' && <RegisterModal />}
    </Suspense>
  );
}
