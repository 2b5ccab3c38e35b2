import { useTranslation } from 'react-i18next';
import styles from './app-store-buttons.module.css';

/*
 * Store searches for the association's app; swap them for the listing addresses once the app is
 * published (the badges stay the same).
 */
const APP_NAME = 'Catálogo Industrial';
export const STORE_URLS = {
  googlePlay: `https://play.google.com/store/search?q=${encodeURIComponent(APP_NAME)}&c=apps`,
  appStore: `https://apps.apple.com/br/search?term=${encodeURIComponent(APP_NAME)}`,
} as const;

function GooglePlayMark() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M4 2.5 13 12 4 21.5z" fill="#00a0ff" />
      <path d="M4 2.5 16.6 9.8 13 12z" fill="#00d95f" />
      <path d="M4 21.5 13 12l3.6 2.2z" fill="#ff3a44" />
      <path d="M16.6 9.8 20.5 12l-3.9 2.2L13 12z" fill="#ffd500" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.7c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.4-4zM14 5.6c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}

/**
 * Store badges drawn in SVG and CSS: crisp at any size, translated, and real links. The space
 * between the two lines keeps the visible words inside the accessible name (WCAG 2.5.3).
 */
export function AppStoreButtons() {
  const { t } = useTranslation('catalogue');
  return (
    <ul className={styles.list}>
      <li>
        <a
          className={styles.badge}
          href={STORE_URLS.googlePlay}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('app.googlePlayLabel')}
        >
          <GooglePlayMark />
          <span className={styles.text} aria-hidden="true">
            <span className={styles.small}>{t('app.googlePlayLine')}</span>{' '}
            <span className={styles.store}>Google Play</span>
          </span>
        </a>
      </li>
      <li>
        <a
          className={styles.badge}
          href={STORE_URLS.appStore}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('app.appStoreLabel')}
        >
          <AppleMark />
          <span className={styles.text} aria-hidden="true">
            <span className={styles.small}>{t('app.appStoreLine')}</span>{' '}
            <span className={styles.store}>App Store</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
