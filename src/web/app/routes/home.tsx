import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui/container';
import { HomeAbout } from '../../features/catalogue/components/home-about';
import { HomeBanner } from '../../features/catalogue/components/home-banner';
import { HomeCategories } from '../../features/catalogue/components/home-categories';
import { HomeSlideshow, preloadSlideshow } from '../../features/catalogue/components/home-slideshow';
import { LatestMagazines } from '../../features/catalogue/components/latest-magazines';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './home.module.css';

/** The first screen is the slideshow: its carousel is fetched with this chunk (route-table.tsx). */
export const ready = preloadSlideshow;

/** '/': slideshow, categories with search, about text and app badges, latest magazines, banner. */
export default function HomePage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('home.title'));
  return (
    <>
      <HomeSlideshow />
      <section className={styles.intro} aria-labelledby="home-heading">
        <Container className={styles.introInner}>
          <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 id="home-heading" className={styles.heading}>
            {t('home.heading')}
          </h1>
          <p className={styles.lead}>{t('home.description')}</p>
          <HomeCategories />
        </Container>
      </section>
      <Container className={styles.section}>
        <HomeAbout />
      </Container>
      <div className={styles.band}>
        <Container className={styles.section}>
          <LatestMagazines />
        </Container>
      </div>
      <Container className={styles.section}>
        <HomeBanner />
      </Container>
    </>
  );
}
