import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageSrcSet } from '../../../../shared/image-widths';
import { IMAGE_SHAPES } from '../../../../shared/limits';
import { slugify } from '../../../../shared/rules/slug';
import type { CompanySummary } from '../../../../shared/schemas/catalogue-read';
import { ResponsivenessBadge } from '../../../components/ui/responsiveness-badge';
import { paths } from '../../../lib/paths';
import styles from './company-card.module.css';
import { companyInitials } from './company-initials';
import { ForeignText } from './foreign-text';
import { SearchMatchLine } from './search-match';
import { StarRating } from './star-rating';

export function companyHref(reqId: string, name: string): string {
  return paths.company(reqId, slugify(name) || 'company');
}

/**
 * One company of the list. The name is the card's only link; its hit area is stretched over the
 * whole card, so the card is one click target and one tab stop with a short accessible name.
 */
export function CompanyCard({
  company,
  eager = false,
  onOpen,
}: {
  company: CompanySummary;
  eager?: boolean;
  /** Called when the card is opened (the search log counts the companies opened from a search). */
  onOpen?: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const { t: tListing } = useTranslation('catalogue-search');
  const loading = eager ? 'eager' : 'lazy';
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        {company.cover && (
          <img
            src={company.cover}
            srcSet={imageSrcSet(company.cover, IMAGE_SHAPES.cover.width)}
            sizes="(max-width: 40rem) 100vw, (max-width: 64rem) 50vw, 24rem"
            alt={t('companies.coverAlt', { name: company.name })}
            width={IMAGE_SHAPES.cover.width}
            height={IMAGE_SHAPES.cover.height}
            loading={loading}
            decoding="async"
          />
        )}
      </div>
      <div className={styles.logo}>
        {company.logo ? (
          <img
            src={company.logo}
            srcSet={imageSrcSet(company.logo, IMAGE_SHAPES.logo.width)}
            sizes="4.5rem"
            alt={t('companies.logoAlt', { name: company.name })}
            width={IMAGE_SHAPES.logo.width}
            height={IMAGE_SHAPES.logo.height}
            loading={loading}
            decoding="async"
          />
        ) : (
          <span aria-hidden="true">{companyInitials(company.name)}</span>
        )}
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={companyHref(company.reqId, company.name)} className={styles.link} onClick={onOpen}>
            {company.name}
          </Link>
        </h2>
        <p className={styles.place}>{t('location', { city: company.cityName, state: company.stateIso })}</p>
        {company.verified && <p className={styles.verified}>✓ {t('verified')}</p>}
        {company.unclaimed && <p className={styles.unclaimed}>{tListing('unclaimed')}</p>}
        {company.member && <p className={styles.verified}>{tListing('member')}</p>}
        <StarRating value={company.rate} showValue size="small" />
        <ResponsivenessBadge figures={company.responsiveness} size="small" />
        {company.aboutShort && company.match?.source !== 'aboutShort' && (
          <ForeignText lang={company.aboutShortLang}>
            <p className={styles.about}>{company.aboutShort}</p>
          </ForeignText>
        )}
        {company.match && <SearchMatchLine match={company.match} />}
      </div>
    </article>
  );
}
