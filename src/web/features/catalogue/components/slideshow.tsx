import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SLIDE_SIZES } from '../../../../shared/first-paint';
import { imageSrcSet } from '../../../../shared/image-widths';
import { TIMINGS } from '../../../../shared/limits';
import type { DataIndex } from '../../../../shared/schemas/catalogue-read';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { REDUCED_MOTION, useMediaQuery } from '../../../lib/use-media-query';
import styles from './slideshow.module.css';
import { SlideshowIcon } from './slideshow-icon';

export type Slide = DataIndex['slider']['desktop'][number];
export type Screen = 'mobile' | 'desktop';

interface SlideshowProps {
  slides: Slide[];
  screen: Screen;
  intervalMs?: number;
}

/** "Learn more", told apart by the slide's caption for screen readers and link lists. */
function SlideAction({ href, label, caption }: { href: string; label: string; caption: string }) {
  const text = (
    <>
      {label}
      {caption && <span className="visually-hidden">: {caption}</span>}
    </>
  );
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={styles.action}>
        {text}
      </Link>
    );
  }
  return (
    <a href={href} className={styles.action}>
      {text}
    </a>
  );
}

/**
 * Focus that a keyboard brought (the browser's :focus-visible), not the focus a click leaves on the
 * arrow or dot it pressed: that one stays after the pointer has gone, and would hold the slides still.
 */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The home slideshow: Embla moves the slides (and lets people swipe), the selected index lives here
 * so the arrows, dots, counter and the 5-second timer agree. On its own it stops while the pointer
 * or the keyboard focus is on the slideshow and goes on when they leave; the pause button stops it
 * until Play is pressed, and Play plays, pointer and focus on the button or not (the reader asked
 * for it). It does not start by itself for people who asked for reduced motion (WCAG 2.2.2).
 */
export function Slideshow({ slides, screen, intervalMs = TIMINGS.slideshowMs }: SlideshowProps) {
  const { t } = useTranslation('catalogue');
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, duration: 30 });
  const viewportRef = useAfterPaint(emblaRef);
  const [selected, setSelected] = useState(0);
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const total = slides.length;
  const current = Math.min(selected, Math.max(total - 1, 0));
  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const held = choice === 'auto' && (hovered || focused);
  const running = playing && !held && total > 1;

  const goTo = useCallback(
    (index: number) => {
      if (total === 0) return;
      const next = ((index % total) + total) % total;
      setSelected(next);
      emblaApi?.scrollTo(next, reducedMotion);
    },
    [emblaApi, total, reducedMotion],
  );

  // A swipe moves Embla first; its selection becomes ours.
  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  // One timeout per shown slide: any move, by hand or by the timer, restarts the full interval (but
  // not Embla's arrival, a frame after the slides: useAfterPaint).
  const latestGoTo = useRef(goTo);
  useEffect(() => {
    latestGoTo.current = goTo;
  }, [goTo]);
  useEffect(() => {
    if (!running) return;
    const id = window.setTimeout(() => latestGoTo.current(current + 1), intervalMs);
    return () => window.clearTimeout(id);
  }, [running, current, intervalMs]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (total === 0) return null;
  const size = SLIDE_SIZES[screen];

  return (
    <section
      className={styles.slideshow}
      data-screen={screen}
      aria-roledescription={t('slideshow.carousel')}
      aria-label={t('slideshow.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(isKeyboardFocus(event.target))}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // The APG carousel pattern: each slide is a group with the "slide" role description.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not a slide
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id and keep their order
              key={`${slide.img}-${index}`}
              className={styles.slide}
              role="group"
              aria-roledescription={t('slideshow.slide')}
              aria-label={t('slideshow.slideLabel', { index: index + 1, total })}
              inert={index !== current}
            >
              <img
                className={styles.image}
                src={slide.img}
                srcSet={imageSrcSet(slide.img, size.width)}
                sizes="100vw"
                alt={slide.caption}
                width={size.width}
                height={size.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              {(slide.caption || slide.text || slide.href) && (
                // Over the picture, not below it: the text never moves or resizes the first-paint image.
                <div className={styles.caption}>
                  {(slide.caption || slide.text) && (
                    <div className={styles.words}>
                      {slide.caption && (
                        <p className={styles.captionText} aria-hidden="true">
                          {slide.caption}
                        </p>
                      )}
                      {slide.text && <p className={styles.slideText}>{slide.text}</p>}
                    </div>
                  )}
                  {slide.href && (
                    <SlideAction href={slide.href} label={t('slideshow.more')} caption={slide.caption} />
                  )}
                </div>
              )}
            </div>
          ))}
        </div>
      </div>

      {total > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('slideshow.previous')}
            onClick={() => goTo(current - 1)}
          >
            <SlideshowIcon name="prev" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('slideshow.next')}
            onClick={() => goTo(current + 1)}
          >
            <SlideshowIcon name="next" />
          </button>
          <div className={styles.bar}>
            <button
              type="button"
              className={styles.play}
              aria-label={playing ? t('slideshow.pause') : t('slideshow.play')}
              onClick={() => setChoice(playing ? 'paused' : 'playing')}
            >
              <SlideshowIcon name={playing ? 'pause' : 'play'} />
            </button>
            <ol className={styles.dots}>
              {slides.map((slide, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id and keep their order
                <li key={`${slide.img}-${index}`}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={t('slideshow.goTo', { index: index + 1 })}
                    aria-current={index === current ? 'true' : undefined}
                    onClick={() => goTo(index)}
                  />
                </li>
              ))}
            </ol>
            <p className={styles.counter} data-testid="slideshow-counter">
              {t('slideshow.counter', { index: current + 1, total })}
            </p>
          </div>
        </>
      )}
    </section>
  );
}
