import { useTranslation } from 'react-i18next';
import { isoDay } from '../../../../shared/rules/date-format';
import type { PublicCertification } from '../../../../shared/schemas/company-certifications';
import { useDayTexts } from '../../../lib/use-server-text';
import styles from './company-certifications.module.css';
import { ForeignText } from './foreign-text';

/**
 * The company's certifications (issue 32, decision 0037). Its words are a namespace of their own
 * (catalogue-search's `credentials`), not in the catalogue's first chunk, which the home page's budget has no room for:
 * the page wraps it in Suspense, so hydration keeps the server's markup until they arrive. The
 * server sends the valid ones first,
 * each saying whether it expired (São Paulo's day) and whether the association checked it. An
 * expired one says so in words, not by colour alone.
 */
export function CompanyCertifications({
  certifications,
}: {
  certifications: readonly PublicCertification[];
}) {
  const { t } = useTranslation('catalogue-search', { keyPrefix: 'credentials' });
  // The server's words for the days: writing one here would load ICU's calendar data in hydration.
  const days = useDayTexts(certifications.map((c) => c.validUntil));
  return (
    <ul className={styles.list}>
      {certifications.map((c, index) => (
        <li key={c.reqId} className={styles.item} data-expired={c.expired}>
          <h3 className={styles.name}>{c.name}</h3>
          <p className={styles.status}>
            {c.expired ? (
              <strong className={styles.expired}>{t('expired')}</strong>
            ) : (
              <span>{t('valid')}</span>
            )}
            {c.checked && <span className={styles.checked}>{t('checked')}</span>}
          </p>
          <dl className={styles.facts}>
            <dt>{t('validUntil')}</dt>
            <dd>
              <time dateTime={isoDay(c.validUntil)}>{days[index]}</time>
            </dd>
            <dt>{t('number')}</dt>
            <dd>{c.number}</dd>
            <dt>{t('body')}</dt>
            <dd>{c.certificationBody}</dd>
            {c.scope && (
              <>
                <dt>{t('scope')}</dt>
                <dd>
                  {/* The scope is as the company wrote it, taken to be Portuguese (as the search's reasons take it). */}
                  <ForeignText lang="pt-BR">{c.scope}</ForeignText>
                </dd>
              </>
            )}
          </dl>
          {c.pdf && (
            <a href={c.pdf} className={styles.pdf} target="_blank" rel="noopener">
              {t('pdf', { name: c.name })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
