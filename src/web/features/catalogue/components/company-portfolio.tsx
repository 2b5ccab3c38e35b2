import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { imageSrcSet } from '../../../../shared/image-widths';
import type { CompanyPublic } from '../../../../shared/schemas/catalogue-read';
import styles from './company-portfolio.module.css';

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
              onClick={() => setOpenAt(index)}
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
      <Lightbox
        open={openAt >= 0}
        index={Math.max(openAt, 0)}
        close={() => setOpenAt(-1)}
        slides={portfolio.map((item, index) => ({ src: item.url, alt: alt(index) }))}
        plugins={[Counter]}
        carousel={{ finite: total < 3 }}
        labels={{
          Previous: t('lightbox.previous'),
          Next: t('lightbox.next'),
          Close: t('lightbox.close'),
          Lightbox: t('lightbox.label', { name }),
          Carousel: t('lightbox.carousel'),
          Slide: t('lightbox.slide'),
          'Photo gallery': t('lightbox.gallery'),
          '{index} of {total}': t('lightbox.slideLabel'),
        }}
      />
    </>
  );
}
