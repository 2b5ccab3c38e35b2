import { BREAKPOINTS } from '../../../../shared/limits';
import { useDataIndex } from '../api/get-data-index';
import { useMediaQuery } from '../lib/use-media-query';
import { type Screen, Slideshow } from './slideshow';
import styles from './slideshow.module.css';

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.homeSlidesMobileBelow - 0.02}px)`;

/** The screen the home images are chosen for: mobile ones under 780 px wide (PRODUCT.md section 9). */
export function useHomeScreen(): Screen {
  return useMediaQuery(MOBILE_QUERY) ? 'mobile' : 'desktop';
}

/** The home slideshow with the slides of GET /data/index for the current screen width. */
export function HomeSlideshow() {
  const screen = useHomeScreen();
  const index = useDataIndex();
  if (index.isPending) {
    // Holds the slideshow's room while the slides load, so the page below does not jump.
    return (
      <div className={styles.slideshow} data-screen={screen} aria-hidden="true">
        <div className={styles.slide} />
      </div>
    );
  }
  if (!index.data) return null;
  const { mobile, desktop } = index.data.slider;
  // A missing set falls back to the other one rather than showing no slideshow at all.
  const slides = screen === 'mobile' ? (mobile.length ? mobile : desktop) : desktop.length ? desktop : mobile;
  return <Slideshow slides={slides} screen={screen} />;
}
