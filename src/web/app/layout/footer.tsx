import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCnpj } from '../../../shared/rules/cnpj-format';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { Container } from '../../components/ui/container';
import { Icon } from '../../components/ui/icon';
import { useContact } from '../../features/content/api/get-contact';
import { socialLinksOf, telHref } from '../../features/content/components/social-links';
import { NewsletterSignup } from '../../features/newsletter/components/newsletter-signup';
import { paths } from '../../lib/paths';
import { useServerText } from '../../lib/use-server-text';
import styles from './footer.module.css';
import { LanguageSwitch } from './language-switch';

const pageLinks = [
  { to: paths.aboutUs, key: 'nav.aboutUs' },
  { to: paths.contact, key: 'footer.contact' },
  { to: paths.faq, key: 'footer.faq' },
  { to: paths.magazines, key: 'footer.magazines' },
  { to: paths.terms('privacy-policy'), key: 'footer.privacyPolicy' },
  { to: paths.terms('terms-of-use'), key: 'footer.termsOfUse' },
] as const;

/**
 * Newsletter sign-up, the association's contact data and social profiles (GET /data/info/contact),
 * page links, the language switch, and its name with CNPJ and the year. Until the contact data
 * arrives (or when it cannot), those parts are left out rather than filled with placeholders.
 */
export function Footer() {
  const { t } = useTranslation();
  const { t: tContent } = useTranslation('content');
  const contact = useContact().data;
  const social = contact ? socialLinksOf(contact) : [];
  const tel = contact?.phone ? telHref(contact.phone) : null;
  const organisation = contact?.fantasyName || t('footer.organisation');
  const doc = contact?.doc ? formatCnpj(contact.doc) : '';
  // The year of the server's render: São Paulo's day needs an Intl formatter (use-server-text.ts).
  const year = useServerText(['sao-paulo-year'], () => saoPauloDay().slice(0, 4));

  return (
    <footer className={styles.footer}>
      <div className={styles.stripe} aria-hidden="true" />
      <Container className={styles.grid}>
        <section className={styles.newsletter} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            {t('footer.newsletterTitle')}
          </h2>
          <p className={styles.text}>{t('footer.newsletterText')}</p>
          <NewsletterSignup />
        </section>

        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            {t('footer.pagesTitle')}
          </h2>
          <ul className={styles.links}>
            {pageLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          {contact && (
            <section aria-labelledby="footer-contact" className={styles.contact}>
              <h2 id="footer-contact" className={styles.heading}>
                {t('footer.contact')}
              </h2>
              <ul className={styles.links}>
                {contact.email && (
                  <li>
                    <a href={`mailto:${contact.email}`} className={styles.link}>
                      {contact.email}
                    </a>
                  </li>
                )}
                {contact.phone && (
                  <li>
                    {tel ? (
                      <a href={tel} className={styles.link}>
                        {contact.phone}
                      </a>
                    ) : (
                      contact.phone
                    )}
                  </li>
                )}
                {contact.address && (
                  <li>
                    <address className={styles.address}>{contact.address}</address>
                  </li>
                )}
              </ul>
              {social.length > 0 && (
                <ul className={styles.social} aria-label={t('footer.socialTitle')}>
                  {social.map((link) => (
                    <li key={link.network}>
                      <a
                        href={link.href}
                        className={styles.socialLink}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('social.opensInNewTab', { name: t(`social.${link.network}`) })}
                      >
                        <Icon name={link.network} size={20} />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <h2 className={styles.heading}>{t('footer.languageTitle')}</h2>
          <LanguageSwitch />
        </div>
      </Container>

      <div className={styles.bottom}>
        <Container className={styles.bottomInner}>
          <p>
            <span className={styles.organisation}>{organisation}</span>
            {doc && <> · {tContent('footer.document', { doc })}</>}
          </p>
          <p>{t('footer.copyright', { year, organisation })}</p>
        </Container>
      </div>
    </footer>
  );
}
