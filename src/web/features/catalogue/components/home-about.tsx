import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../lib/paths';
import { useDataIndex } from '../api/get-data-index';
import { AppStoreButtons } from './app-store-buttons';
import styles from './home-about.module.css';

/** Home: the short history of the association with a link to /about-us, and the app badges. */
export function HomeAbout() {
  const { t } = useTranslation('catalogue');
  const index = useDataIndex();
  const text = index.data?.about.historyShort.trim();
  return (
    <div className={styles.grid}>
      <section className={styles.about} aria-labelledby="home-about">
        <h2 id="home-about">{t('about.title')}</h2>
        {index.isPending ? (
          <div className={styles.placeholder} aria-hidden="true" />
        ) : (
          text && <p className={styles.text}>{text}</p>
        )}
        <Link to={paths.aboutUs} className={styles.more}>
          {t('about.more')}
          <Icon name="arrowRight" size={18} />
        </Link>
      </section>
      <section className={styles.app} aria-labelledby="home-app">
        <h2 id="home-app">{t('app.title')}</h2>
        <p className={styles.appText}>{t('app.text')}</p>
        <AppStoreButtons />
      </section>
    </div>
  );
}
