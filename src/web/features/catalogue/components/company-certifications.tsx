import { useTranslation } from 'react-i18next';
import { formatDate, isoDay } from '../../../../shared/rules/date-format';
import type { PublicCertification } from '../../../../shared/schemas/company-certifications';
import { currentLang } from '../../../lib/i18n';
import styles from './company-certifications.module.css';

/**
 * The company's certifications (issue 32, decision 0037): the server sends the valid ones first,
 * each saying whether it expired (São Paulo's day) and whether the association checked it. An
 * expired one says so in words, not by colour alone.
 */
export function CompanyCertifications({
  certifications,
}: {
  certifications: readonly PublicCertification[];
}) {
  const { t, i18n } = useTranslation('catalogue');
  const lang = currentLang(i18n);
  return (
    <ul className={styles.list}>
      {certifications.map((c) => (
        <li key={c.reqId} className={styles.item} data-expired={c.expired}>
          <h3 className={styles.name}>{c.name}</h3>
          <p className={styles.status}>
            {c.expired ? (
              <strong className={styles.expired}>{t('company.certification.expired')}</strong>
            ) : (
              <span>{t('company.certification.valid')}</span>
            )}
            {c.checked && <span className={styles.checked}>{t('company.certification.checked')}</span>}
          </p>
          <dl className={styles.facts}>
            <dt>{t('company.certification.validUntil')}</dt>
            <dd>
              <time dateTime={isoDay(c.validUntil)}>{formatDate(c.validUntil, lang)}</time>
            </dd>
            <dt>{t('company.certification.number')}</dt>
            <dd>{c.number}</dd>
            <dt>{t('company.certification.body')}</dt>
            <dd>{c.certificationBody}</dd>
            {c.scope && (
              <>
                <dt>{t('company.certification.scope')}</dt>
                <dd>{c.scope}</dd>
              </>
            )}
          </dl>
          {c.pdf && (
            <a href={c.pdf} className={styles.pdf} target="_blank" rel="noopener">
              {t('company.certification.pdf', { name: c.name })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
