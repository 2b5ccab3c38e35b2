import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet } from '../../../../shared/image-widths';
import type { CompanyPublic } from '../../../../shared/schemas/catalogue-read';
import { afterPageLoad } from '../../../lib/after-page-load';
import { preloadable } from '../../../lib/preloadable';
import styles from './company-portfolio.module.css';
import type { PortfolioLightboxProps } from './portfolio-lightbox';

/*
 * The lightbox is 26 KB of script (two thirds of the company page's chunk) and 8 KB of styles that
 * nothing shows before a thumbnail is pressed: its own chunk, asked for once the page has loaded and
 * the browser is idle (afterPageLoad), so the page's start neither inlines, parses nor runs it
 * (issue 29 item 4, the company page's total blocking time). A press before that waits for the
 * chunk (Suspense, nothing shown in between) and then opens the lightbox as before.
 */
const lightbox = preloadable<PortfolioLightboxProps>(() =>
  import('./portfolio-lightbox').then((m) => m.PortfolioLightbox),
);

/** Thumbnails are shown 4:3, the shape portfolio pictures are usually made in. */
const THUMB = { width: 1200, height: 900 };

/** The portfolio as a grid of thumbnails; a click opens the lightbox at that picture. */
export function CompanyPortfolio({
  name,
  portfolio,
}: {
  name: string;
  portfolio: CompanyPublic['portfolio'];
}) {
  const { t } = useTranslation('catalogue');
  const [openAt, setOpenAt] = useState(-1);
  // Mounted from the first press on, so that closing keeps the lightbox's own closing animation.
  const [pressed, setPressed] = useState(false);
  useEffect(() => afterPageLoad(() => void lightbox.preload().catch(() => undefined)), []);
  const total = portfolio.length;
  const alt = (index: number) => t('company.portfolioAlt', { index: index + 1, total, name });

  return (
    <>
      <ul className={styles.grid}>
        {portfolio.map((item, index) => (
          <li key={item.reqId}>
            <button
              type="button"
              className={styles.thumb}
              aria-haspopup="dialog"
              onClick={() => {
                setPressed(true);
                setOpenAt(index);
              }}
            >
              <img
                src={item.url}
                srcSet={imageSrcSet(item.url, THUMB.width)}
                sizes="(max-width: 40rem) 50vw, 14rem"
                alt={alt(index)}
                width={THUMB.width}
                height={THUMB.height}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {pressed && (
        <Suspense fallback={null}>
          <lightbox.Component
            name={name}
            slides={portfolio.map((item, index) => ({ src: item.url, alt: alt(index) }))}
            openAt={openAt}
            close={() => setOpenAt(-1)}
          />
        </Suspense>
      )}
    </>
  );
}
