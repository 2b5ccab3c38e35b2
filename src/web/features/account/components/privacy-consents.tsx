import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { formatDate } from '../../../../shared/rules/date-format';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useLanguage } from '../../../lib/use-language';
import { useConsents } from '../api/privacy';
import styles from './account.module.css';

/** Profile's privacy tab: the texts the person agreed to, by title and version date, and when. */
export function PrivacyConsents() {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const consents = useConsents(lang);

  return (
    <section className={styles.section} aria-labelledby="privacy-consents">
      <h3 id="privacy-consents" className={styles.subheading}>
        {t('privacy.consentsTitle')}
      </h3>
      {consents.isPending && <p role="status">{t('privacy.consentsLoading')}</p>}
      {consents.isError && (
        <LoadFailed
          text={translate(lang, 'msg.requestError')}
          error={consents.error}
          onRetry={() => void consents.refetch()}
        />
      )}
      {consents.data?.length === 0 && <p>{t('privacy.consentsNone')}</p>}
      {consents.data && consents.data.length > 0 && (
        <ul>
          {consents.data.map((c) => (
            <li key={`${c.document}-${c.acceptedAt}`}>
              <strong>{c.title}</strong>
              {' — '}
              {c.publishedAt
                ? t('privacy.consentVersion', { date: formatDate(c.publishedAt, lang) })
                : t('privacy.consentVersionUnknown')}
              {'. '}
              <time dateTime={c.acceptedAt}>
                {t('privacy.consentAccepted', { date: formatDateTime(c.acceptedAt, lang) })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
