import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Icon } from '../../components/ui/icon';
import { LogoMark } from '../../components/ui/logo-mark';
import { shortCompanyName } from '../../lib/format';
import { FOCUS_SEARCH_STATE, paths } from '../../lib/paths';
import { useLoginModal, useSessionUser } from '../../lib/services';
import { preloadLoginModal } from './auth-modals';
import styles from './header.module.css';

const NAV_ID = 'main-navigation';

// Only logged-in users have a bell: visitors, most of the traffic, never download it.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);

const navItems = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.companies, key: 'nav.companies', end: false },
  { to: paths.quotes, key: 'nav.quotes', end: false },
  { to: paths.aboutUs, key: 'nav.aboutUs', end: true },
] as const;

export function Header() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const loginModal = useLoginModal();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // A new page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const companyName =
    user && user.company > 0 && user.companyName ? shortCompanyName(user.companyName) : null;

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link to={paths.home} className={styles.brand}>
          <LogoMark size={36} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{t('catalogueName')}</span>
            <span className={styles.brandSub}>{t('associationName')}</span>
          </span>
        </Link>

        <nav
          id={NAV_ID}
          aria-label={t('nav.label')}
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
        >
          <ul className={styles.navList}>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={styles.navLink}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
            {user && (
              <li className={styles.mobileAccount}>
                <NavLink to={paths.profile} className={styles.navLink}>
                  <span>{user.shortName}</span>
                  {companyName && <span className={styles.accountCompany}>{companyName}</span>}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>

        <div className={styles.actions}>
          <Link
            to={paths.companies}
            state={FOCUS_SEARCH_STATE}
            className={styles.iconLink}
            aria-label={t('nav.searchCompanies')}
          >
            <Icon name="search" />
          </Link>
          {user && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          {user ? (
            <Link
              to={paths.profile}
              className={styles.account}
              aria-label={t('account.label', { name: user.shortName })}
            >
              <Icon name="user" />
              <span className={styles.accountText}>
                <span className={styles.accountName}>{user.shortName}</span>
                {companyName && <span className={styles.accountCompany}>{companyName}</span>}
              </span>
            </Link>
          ) : (
            <button
              type="button"
              className={styles.account}
              aria-label={t('nav.login')}
              onClick={loginModal.open}
              onPointerEnter={preloadLoginModal}
              onPointerDown={preloadLoginModal}
              onFocus={preloadLoginModal}
            >
              <Icon name="user" />
              <span className={styles.accountText}>{t('nav.login')}</span>
            </button>
          )}
          <Button
            variant="icon"
            className={styles.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </Button>
        </div>
      </Container>
      {/* Portalled to <body>; mounted here so it is available on every page (PRODUCT.md 2). */}
    </header>
  );
}
