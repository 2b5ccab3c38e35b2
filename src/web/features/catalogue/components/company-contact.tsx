import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCep } from '../../../../shared/rules/cep';
import { extractMapEmbedSrc } from '../../../../shared/rules/map-url';
import { formatPhone } from '../../../../shared/rules/phone';
import type { CompanyPublic } from '../../../../shared/schemas/catalogue-read';
import { EmbedFrame } from '../../../components/ui/embed-frame';
import { Icon } from '../../../components/ui/icon';
import { useInsightsReport } from '../../../lib/use-insights-report';
import {
  SOCIAL_NETWORKS,
  socialUrl,
  telHref,
  websiteHref,
  websiteLabel,
  whatsappHref,
} from '../lib/company-links';
import styles from './company-contact.module.css';
import { ContactIcon } from './contact-icon';

const SOCIAL_NAMES = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={styles.row}>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.rowBody}>
        <span className={styles.rowLabel}>{label}</span>
        {children}
      </span>
    </li>
  );
}

/** How to reach the company: phones, WhatsApp, e-mail, website, social profiles, address and map. */
export function CompanyContact({ company }: { company: CompanyPublic }) {
  const { t } = useTranslation('catalogue');
  const report = useInsightsReport();
  // A click on a contact link counts for the company's insights (issue 35); the link works as before.
  const clicked = (kind: 'website' | 'phone' | 'whatsapp' | 'email') => () =>
    report([{ company: company.reqId, kind }]);
  const phones = [company.phone1, company.phone2].filter((phone): phone is string => !!phone);
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const handle = company[network];
    return handle ? [{ network, url: socialUrl(network, handle), name: SOCIAL_NAMES[network] }] : [];
  });
  const mapSrc = company.mapUrl ? extractMapEmbedSrc(company.mapUrl) : null;
  const street = [company.address, company.addressNumber].filter(Boolean).join(', ');
  const streetLine = company.addressAdjunct ? `${street} – ${company.addressAdjunct}` : street;

  return (
    <div className={styles.contact}>
      <ul className={styles.list}>
        {phones.map((phone) => (
          <Row key={phone} icon={<ContactIcon name="phone" />} label={t('company.phone')}>
            <a href={telHref(phone)} onClick={clicked('phone')}>
              {formatPhone(phone)}
            </a>
          </Row>
        ))}
        {company.whatsapp && (
          <Row icon={<ContactIcon name="whatsapp" />} label={t('company.whatsapp')}>
            <a
              href={whatsappHref(company.whatsapp)}
              onClick={clicked('whatsapp')}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('company.whatsappLabel', { phone: formatPhone(company.whatsapp) })}
            >
              {formatPhone(company.whatsapp)}
            </a>
          </Row>
        )}
        {company.email && (
          <Row icon={<Icon name="mail" size={20} />} label={t('company.email')}>
            <a href={`mailto:${company.email}`} className={styles.breakable} onClick={clicked('email')}>
              {company.email}
            </a>
          </Row>
        )}
        {company.website && (
          <Row icon={<ContactIcon name="globe" />} label={t('company.website')}>
            <a
              href={websiteHref(company.website)}
              onClick={clicked('website')}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.breakable}
              aria-label={t('opensInNewTab', { name: websiteLabel(company.website) })}
            >
              {websiteLabel(company.website)}
            </a>
          </Row>
        )}
        <Row icon={<ContactIcon name="pin" />} label={t('company.address')}>
          <address className={styles.address}>
            {streetLine}
            <br />
            {company.addressNeighborhood}
            <br />
            {t('location', { city: company.addressCity, state: company.addressState })}
            <br />
            {t('company.postalCode', { cep: formatCep(company.postalCode) })}
          </address>
        </Row>
      </ul>

      {socials.length > 0 && (
        <ul className={styles.social} aria-label={t('company.social')}>
          {socials.map((social) => (
            <li key={social.network}>
              <a
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.socialLink}
                aria-label={t('opensInNewTab', { name: social.name })}
                title={social.name}
              >
                <Icon name={social.network} size={20} />
              </a>
            </li>
          ))}
        </ul>
      )}

      {mapSrc && (
        <EmbedFrame
          className={styles.map}
          src={mapSrc}
          title={t('company.mapTitle', { name: company.tradeName })}
          width="600"
          height="450"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      )}
    </div>
  );
}
