import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONSENT_COOKIE } from '../../../../shared/first-paint';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { setCookie, useCookie } from '../../../lib/cookies';
import { paths } from '../../../lib/paths';
import styles from './consent-bar.module.css';

export { CONSENT_COOKIE };
export const CONSENT_DAYS = 365;

/** LGPD/GDPR notice; 'Got it' stores the consent cookie for a year and the bar never shows again. */
export function ConsentBar() {
  const { t } = useTranslation();
  const stored = useCookie(CONSENT_COOKIE) !== null;
  const [accepted, setAccepted] = useState(stored);
  if (accepted) return null;

  const accept = () => {
    setCookie(CONSENT_COOKIE, 'true', CONSENT_DAYS);
    setAccepted(true);
  };

  return (
    <section className={styles.bar} aria-label={t('consent.label')}>
      <Container className={styles.inner}>
        <p className={styles.text}>
          {t('consent.text')}
          <Link className={styles.link} to={paths.terms('privacy-policy')}>
            {t('consent.link')}
          </Link>
        </p>
        <Button variant="accent" onClick={accept}>
          {t('consent.accept')}
        </Button>
      </Container>
    </section>
  );
}
