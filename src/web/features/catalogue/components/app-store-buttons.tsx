import { useTranslation } from 'react-i18next';
import styles from './app-store-buttons.module.css';
import appleMark from './apple-mark.svg?no-inline';
import googlePlayMark from './google-play-mark.svg?no-inline';

/*
 * Store searches for the association's app; swap them for the listing addresses once the app is
 * published (the badges stay the same).
 */
const APP_NAME = 'Catálogo Industrial';
export const STORE_URLS = {
  googlePlay: `https://play.google.com/store/search?q=${encodeURIComponent(APP_NAME)}&c=apps`,
  appStore: `https://apps.apple.com/br/search?term=${encodeURIComponent(APP_NAME)}`,
} as const;

/**
 * Store badges drawn in SVG and CSS: crisp at any size, translated, and real links. The marks are
 * files fetched once the badges near the screen, not paths in the home page's first scripts. The space
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
          <img src={googlePlayMark} alt="" width={28} height={28} loading="lazy" />
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
          <img src={appleMark} alt="" width={28} height={28} loading="lazy" />
          <span className={styles.text} aria-hidden="true">
            <span className={styles.small}>{t('app.appStoreLine')}</span>{' '}
            <span className={styles.store}>App Store</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
