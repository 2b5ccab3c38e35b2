import { Suspense } from 'react';
import { BREAKPOINTS } from '../../../../shared/limits';
import { preloadable } from '../../../lib/preloadable';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useDataIndex } from '../api/get-data-index';
import type { Screen } from './slideshow';
import styles from './slideshow.module.css';

// The carousel (Embla: a third of the home route's script) is not part of the home chunk: `/` is
// first painted by the server's static first slide, and the chunk is fetched beside the home
// chunk (routes/home.tsx `ready`), so the first render shows the slides, not an empty room.
const slideshow = preloadable(() => import('./slideshow').then((m) => m.Slideshow));
export const preloadSlideshow = slideshow.preload;

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.homeSlidesMobileBelow - 0.02}px)`;

/** The screen the home images are chosen for: mobile ones under 780 px wide (PRODUCT.md section 9). */
export function useHomeScreen(): Screen {
  return useMediaQuery(MOBILE_QUERY) ? 'mobile' : 'desktop';
}

/** The home slideshow with the slides of GET /data/index for the current screen width. */
export function HomeSlideshow() {
  const screen = useHomeScreen();
  const index = useDataIndex();
  // Already there after the first page load; after a client-side navigation, fetched with the slides.
  void slideshow.preload();
  if (index.isPending) return <SlideshowRoom screen={screen} />;
  if (!index.data) return null;
  const { mobile, desktop } = index.data.slider;
  // A missing set falls back to the other one rather than showing no slideshow at all.
  const slides = screen === 'mobile' ? (mobile.length ? mobile : desktop) : desktop.length ? desktop : mobile;
  return (
    <Suspense fallback={<SlideshowRoom screen={screen} />}>
      <slideshow.Component slides={slides} screen={screen} />
    </Suspense>
  );
}

/** Holds the slideshow's room while the slides or the carousel load, so the page below does not jump. */
function SlideshowRoom({ screen }: { screen: Screen }) {
  return (
    <div className={styles.slideshow} data-screen={screen} aria-hidden="true">
      <div className={styles.slide} />
    </div>
  );
}
