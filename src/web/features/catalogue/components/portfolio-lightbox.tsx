import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

export interface PortfolioLightboxProps {
  /** The company's trade name, for the dialog's label. */
  name: string;
  slides: { src: string; alt: string }[];
  /** The picture shown, or -1 when the lightbox is closed. */
  openAt: number;
  close: () => void;
}

/**
 * The portfolio's lightbox (yet-another-react-lightbox): a chunk of its own, with its styles, that
 * company-portfolio.tsx loads once the page has loaded, so the page's start neither parses nor runs
 * it (issue 29 item 4).
 */
export function PortfolioLightbox({ name, slides, openAt, close }: PortfolioLightboxProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Lightbox
      open={openAt >= 0}
      index={Math.max(openAt, 0)}
      close={close}
      slides={slides}
      plugins={[Counter]}
      carousel={{ finite: slides.length < 3 }}
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
  );
}
