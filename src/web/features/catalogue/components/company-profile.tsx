import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { extractYoutubeId, youtubeEmbedUrl } from '../../../../shared/rules/youtube';
import type { CompanyPublic } from '../../../../shared/schemas/catalogue-read';
import { ButtonLink } from '../../../components/ui/button';
import { EmbedFrame } from '../../../components/ui/embed-frame';
import { PageIntro } from '../../../components/ui/page-intro';
import { paths } from '../../../lib/paths';
import { useInsightsReport } from '../../../lib/use-insights-report';
import { categoryHref } from './category-grid';
import { CompanyCertifications } from './company-certifications';
import { CompanyContact } from './company-contact';
import { CompanyHeader } from './company-header';
import { CompanyPortfolio } from './company-portfolio';
import { CompanyProducts } from './company-products';
import styles from './company-profile.module.css';
import { CompanyRatings } from './company-ratings';
import { CompanyTerms } from './company-terms';
import { ForeignText } from './foreign-text';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The room of the page while it loads: grey shapes only, no text (PRODUCT.md: "shows nothing"). */
function CompanySkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <div className={styles.skeletonCover} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLineShort} />
    </div>
  );
}

function CompanyDetail({ company }: { company: CompanyPublic }) {
  const { t } = useTranslation('catalogue');
  const { t: tTerms } = useTranslation('catalogue-search', { keyPrefix: 'terms' });
  const videoId = company.videoUrl ? extractYoutubeId(company.videoUrl) : null;
  const report = useInsightsReport();
  // One view for the company's insights (issue 35), once the page has loaded.
  useEffect(() => report([{ company: company.reqId, kind: 'view' }]), [report, company.reqId]);
  return (
    <article>
      <CompanyHeader company={company} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Section id="company-about" title={t('company.about')}>
            <ForeignText lang={company.aboutLang}>
              <p className={styles.about}>{company.about}</p>
            </ForeignText>
            {company.categories.length > 0 && (
              <ul className={styles.categories} aria-label={t('company.categories')}>
                {company.categories.map((category) => (
                  <li key={category.id}>
                    <Link to={categoryHref(category.id)} className={styles.chip}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          {company.products && company.products.length > 0 && (
            <Section id="company-products" title={t('company.products')}>
              <CompanyProducts products={company.products} />
            </Section>
          )}
          {company.certifications && company.certifications.length > 0 && (
            <Section id="company-certifications" title={tTerms('certifications')}>
              <Suspense fallback={null}>
                <CompanyCertifications certifications={company.certifications} />
              </Suspense>
            </Section>
          )}
          {((company.processes?.length ?? 0) > 0 || (company.materials?.length ?? 0) > 0) && (
            <Section id="company-terms" title={tTerms('processesAndMaterials')}>
              <CompanyTerms processes={company.processes} materials={company.materials} />
            </Section>
          )}
          {videoId && (
            <Section id="company-video" title={t('company.video')}>
              <EmbedFrame
                className={styles.video}
                src={youtubeEmbedUrl(videoId)}
                title={t('company.videoTitle', { name: company.tradeName })}
                width="560"
                height="315"
                allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                referrerPolicy="strict-origin-when-cross-origin"
                allowFullScreen
              />
            </Section>
          )}
          {company.portfolio.length > 0 && (
            <Section id="company-portfolio" title={t('company.portfolio')}>
              <CompanyPortfolio name={company.tradeName} portfolio={company.portfolio} />
            </Section>
          )}
          <Section id="company-ratings" title={t('company.ratings')}>
            <CompanyRatings rates={company.rates} companyName={company.tradeName} />
          </Section>
        </div>
        <aside aria-labelledby="company-contact">
          <Section id="company-contact" title={t('company.contact')}>
            <CompanyContact company={company} />
          </Section>
        </aside>
      </div>
    </article>
  );
}

/**
 * The company page while it loads (shapes only), when it failed (a clear message and a way back to
 * the list), and the company itself. An unknown company is the not-found page (app/routes/company.tsx).
 */
export function CompanyProfile({ query }: { query: UseQueryResult<CompanyPublic | null, Error> }) {
  const { t } = useTranslation('catalogue');
  const { t: tPages } = useTranslation('pages');
  if (query.isPending) return <CompanySkeleton />;
  if (query.data) return <CompanyDetail company={query.data} />;
  return (
    <div className={styles.missing}>
      <PageIntro title={tPages('company.title')} description={t('loadFailed')}>
        <ButtonLink to={paths.companies} variant="primary">
          {t('company.backToList')}
        </ButtonLink>
      </PageIntro>
    </div>
  );
}
