import { useTranslation } from 'react-i18next';
import { imageSrcSet } from '../../../../shared/image-widths';
import { IMAGE_SHAPES } from '../../../../shared/limits';
import type { CompanyPublic } from '../../../../shared/schemas/catalogue-read';
import { ButtonLink } from '../../../components/ui/button';
import { ResponsivenessBadge } from '../../../components/ui/responsiveness-badge';
import { formatCount } from '../../../lib/format-locale';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import styles from './company-header.module.css';
import { companyInitials } from './company-initials';
import { StarRating } from './star-rating';

/** Cover, logo, trade name, place, rating, accepted proposals and the request-a-quote button. */
export function CompanyHeader({ company }: { company: CompanyPublic }) {
  const { t } = useTranslation('catalogue');
  const { t: tListing } = useTranslation('catalogue-search');
  const { lang } = useLanguage();
  const ratings = company.rates.length;
  return (
    <header className={styles.header}>
      <div className={styles.cover}>
        {company.cover && (
          <img
            src={company.cover}
            srcSet={imageSrcSet(company.cover, IMAGE_SHAPES.cover.width)}
            sizes="100vw"
            alt={t('companies.coverAlt', { name: company.tradeName })}
            width={IMAGE_SHAPES.cover.width}
            height={IMAGE_SHAPES.cover.height}
            fetchPriority="high"
          />
        )}
      </div>
      <div className={styles.identity}>
        <div className={styles.logo}>
          {company.logo ? (
            <img
              src={company.logo}
              srcSet={imageSrcSet(company.logo, IMAGE_SHAPES.logo.width)}
              sizes="9rem"
              alt={t('companies.logoAlt', { name: company.tradeName })}
              width={IMAGE_SHAPES.logo.width}
              height={IMAGE_SHAPES.logo.height}
            />
          ) : (
            <span aria-hidden="true">{companyInitials(company.tradeName)}</span>
          )}
        </div>
        <div className={styles.titles}>
          <h1 className={styles.name}>{company.tradeName}</h1>
          {company.name && company.name !== company.tradeName && (
            <p className={styles.legal}>{company.name}</p>
          )}
          <p className={styles.place}>
            {t('location', { city: company.addressCity, state: company.addressState })}
          </p>
          {company.verified && <p className={styles.verified}>✓ {t('verified')}</p>}
          {company.unclaimed && <p className={styles.unclaimed}>{tListing('unclaimed')}</p>}
          {company.member && <p className={styles.verified}>{tListing('member')}</p>}
        </div>
        {company.quotes === 'y' && (
          <ButtonLink to={paths.newQuote(company.reqId)} variant="accent" className={styles.quote}>
            {t('company.requestQuote')}
          </ButtonLink>
        )}
      </div>
      <ul className={styles.facts}>
        <li className={styles.fact}>
          <StarRating value={company.rate} showValue size="large" />
          {company.rate !== null && (
            <span className={styles.factNote}>
              {t('company.ratingsCount', { count: ratings, formatted: formatCount(ratings, lang) })}
            </span>
          )}
        </li>
        <li className={styles.fact}>
          <span className={styles.factValue}>
            {company.proposalsSent > 0
              ? t('company.proposals', {
                  count: company.proposalsSent,
                  chosen: formatCount(company.proposals, lang),
                  sent: formatCount(company.proposalsSent, lang),
                })
              : t('company.noProposals')}
          </span>
        </li>
        {company.responsiveness && (
          <li className={styles.fact}>
            <ResponsivenessBadge figures={company.responsiveness} />
          </li>
        )}
      </ul>
    </header>
  );
}
