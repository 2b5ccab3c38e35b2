import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BREAKPOINTS } from '../../../../shared/limits';
import { useDataIndex } from '../api/get-data-index';
import styles from './home-banner.module.css';

/** Banner images are made 780x390 (mobile) and 1440x300 (desktop). */
const SIZE = { mobile: { width: 780, height: 390 }, desktop: { width: 1440, height: 300 } };
const MOBILE_MEDIA = `(max-width: ${BREAKPOINTS.homeSlidesMobileBelow - 0.02}px)`;

/**
 * Home: the association's banner. A <picture> lets the browser fetch only the image for its width;
 * the box keeps each image's ratio so nothing below moves when it arrives. Its words are text over
 * a picture without words, so they read in the page's language (the wire has one image per size).
 */
export function HomeBanner() {
  const { t } = useTranslation('catalogue');
  const index = useDataIndex();
  const banner = index.data?.banner;
  const desktop = banner?.desktop ?? banner?.mobile;
  const mobile = banner?.mobile ?? banner?.desktop;
  if (!desktop || !mobile) return null;
  const href = desktop.href ?? mobile.href;
  const picture = (
    <picture className={styles.picture}>
      <source
        media={MOBILE_MEDIA}
        srcSet={mobile.img}
        width={SIZE.mobile.width}
        height={SIZE.mobile.height}
      />
      <img
        className={styles.image}
        src={desktop.img}
        alt={t('banner.alt')}
        width={SIZE.desktop.width}
        height={SIZE.desktop.height}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.caption}>{t('banner.caption')}</span>
    </picture>
  );
  if (!href) return <div className={styles.banner}>{picture}</div>;
  return href.startsWith('/') ? (
    <Link to={href} className={styles.banner}>
      {picture}
    </Link>
  ) : (
    <a href={href} className={styles.banner}>
      {picture}
    </a>
  );
}
