import { Suspense } from 'react';
import { SLIDE_SIZES } from '../../../../shared/first-paint';
import { imageSrcSet } from '../../../../shared/image-widths';
import { BREAKPOINTS } from '../../../../shared/limits';
import { preloadable } from '../../../lib/preloadable';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useDataIndex } from '../api/get-data-index';
import type { Screen, Slide } from './slideshow';
import styles from './slideshow.module.css';

// The carousel (Embla: a third of the home route's script) is not part of the home chunk: `/` is
// first painted by the server's static first slide, and the chunk is fetched beside the home
// chunk (routes/home.tsx `ready`), so the first render shows the slides, not an empty room.
const slideshow = preloadable(() => import('./slideshow').then((m) => m.Slideshow));
export const preloadSlideshow = slideshow.preload;

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.homeSlidesMobileBelow - 0.02}px)`;

/**
 * The screen the home images are chosen for: mobile ones under 780 px wide (PRODUCT.md section 9);
 * null while the server renders and the browser hydrates that markup, when the width is not known.
 */
export function useHomeScreen(): Screen | null {
  const mobile = useMediaQuery(MOBILE_QUERY, null);
  return mobile === null ? null : mobile ? 'mobile' : 'desktop';
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
  if (screen === null) return <FirstSlide small={mobile[0] ?? desktop[0]} large={desktop[0] ?? mobile[0]} />;
  // A missing set falls back to the other one rather than showing no slideshow at all.
  const slides = screen === 'mobile' ? (mobile.length ? mobile : desktop) : desktop.length ? desktop : mobile;
  return (
    <Suspense fallback={<SlideshowRoom screen={screen} />}>
      <slideshow.Component slides={slides} screen={screen} />
    </Suspense>
  );
}

/** Holds the slideshow's room while the slides or the carousel load, so the page below does not jump. */
function SlideshowRoom({ screen }: { screen: Screen | null }) {
  return (
    <div className={styles.slideshow} data-screen={screen ?? undefined} aria-hidden="true">
      <div className={styles.slide} />
    </div>
  );
}

/**
 * The first slide for either screen, the browser choosing by width (<picture>), in the room the
 * stylesheet gives a slideshow with no data-screen: the server's markup, kept while the page
 * hydrates. Then the carousel takes its place with the same image (already downloaded), so a phone
 * sees neither a desktop slide first nor the page below jump.
 */
function FirstSlide({ small, large }: { small?: Slide; large?: Slide }) {
  if (!small || !large) return null;
  const { mobile: m, desktop: d } = SLIDE_SIZES;
  return (
    <div className={styles.slideshow}>
      <div className={styles.slide}>
        <picture>
          <source
            media={MOBILE_QUERY}
            srcSet={imageSrcSet(small.img, m.width)}
            sizes="100vw"
            width={m.width}
            height={m.height}
          />
          <img
            className={styles.image}
            src={large.img}
            srcSet={imageSrcSet(large.img, d.width)}
            sizes="100vw"
            alt={large.caption}
            width={d.width}
            height={d.height}
            fetchPriority="high"
          />
        </picture>
      </div>
    </div>
  );
}
