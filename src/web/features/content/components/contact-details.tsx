import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useContact } from '../api/get-contact';
import styles from './contact-details.module.css';
import { ContentLoading } from './content-status';
import { socialLinksOf, telHref } from './social-links';

// Two icons the shared set lacks; decorative like the rest (the text beside them carries the meaning).
function PhoneIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.5c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
      <circle cx="12" cy="10" r="3" />
    </svg>
  );
}

/** The association's e-mail, phone, address and social profiles (GET /data/info/contact). */
export function ContactDetails() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const contact = useContact();
  if (contact.isPending) return <ContentLoading />;
  if (contact.isError)
    return (
      <LoadFailed text={t('status.failed')} error={contact.error} onRetry={() => void contact.refetch()} />
    );

  const { email, phone, address } = contact.data;
  const tel = telHref(phone);
  const social = socialLinksOf(contact.data);
  return (
    <div className={styles.grid}>
      <section aria-labelledby="contact-channels" className={styles.card}>
        <h2 id="contact-channels" className={styles.heading}>
          {t('contact.channelsTitle')}
        </h2>
        <dl className={styles.list}>
          {email && (
            <div className={styles.item}>
              <dt>
                <span className={styles.icon}>
                  <Icon name="mail" />
                </span>
                {t('contact.email')}
              </dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          )}
          {phone && (
            <div className={styles.item}>
              <dt>
                <span className={styles.icon}>
                  <PhoneIcon />
                </span>
                {t('contact.phone')}
              </dt>
              <dd>{tel ? <a href={tel}>{phone}</a> : phone}</dd>
            </div>
          )}
          {address && (
            <div className={styles.item}>
              <dt>
                <span className={styles.icon}>
                  <PinIcon />
                </span>
                {t('contact.address')}
              </dt>
              <dd>
                <address className={styles.address}>{address}</address>
              </dd>
            </div>
          )}
        </dl>
      </section>

      {social.length > 0 && (
        <section aria-labelledby="contact-social" className={styles.card}>
          <h2 id="contact-social" className={styles.heading}>
            {t('contact.socialTitle')}
          </h2>
          <ul className={styles.social}>
            {social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  className={styles.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={tc('social.opensInNewTab', { name: tc(`social.${link.network}`) })}
                >
                  <Icon name={link.network} size={20} />
                  <span>{tc(`social.${link.network}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
