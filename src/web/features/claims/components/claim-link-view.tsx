import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../../shared/rules/date-format';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { paths } from '../../../lib/paths';
import { useAuthModal, useSessionUser, useUserStore } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { useClaimLink, useUseClaimLink } from '../api/claims';
import styles from './claims.module.css';

/**
 * /email_confirm/claim/<token>: the listing an invitation's or a claim's link names; the person logs in or
 * registers, then makes it theirs and goes on to complete the profile.
 */
export function ClaimLinkView({ token }: { token: string }) {
  const { t } = useTranslation('catalogue-search', { keyPrefix: 'claims' });
  const { lang } = useLanguage();
  const link = useClaimLink(token);
  const claim = useUseClaimLink();
  const user = useSessionUser();
  const userStore = useUserStore();
  const { open } = useAuthModal();
  const navigate = useNavigate();

  async function take() {
    const answer = await claim.mutateAsync(token);
    if (!isOk(answer)) {
      toast.error(refusalText(answer, t('failed')));
      return;
    }
    toast.success(answer.message);
    if (user) userStore.set({ ...user, company: answer.company.id, companyName: answer.company.tradeName });
    await navigate(paths.profile);
  }

  if (link.isError)
    return <LoadFailed text={t('link.loadFailed')} error={link.error} onRetry={() => void link.refetch()} />;
  if (!link.data) return <p>{t('loading')}</p>;
  const { company, expiresAt, kind } = link.data;
  return (
    <article className={styles.panel}>
      <h2 className={styles.name}>{company.tradeName}</h2>
      <p>{t('link.city', { city: company.city })}</p>
      <p>{t(kind === 'invitation' ? 'link.invitation' : 'link.claim', { company: company.tradeName })}</p>
      <p className={styles.muted}>{t('link.until', { date: formatDate(expiresAt, lang) })}</p>
      {user ? (
        <div className={styles.actions}>
          <Button variant="accent" disabled={claim.isPending} onClick={() => void take()}>
            {t('link.take', { company: company.tradeName })}
          </Button>
          <p className={styles.muted}>{t('link.as', { name: user.shortName })}</p>
        </div>
      ) : (
        <div className={styles.actions}>
          <p>{t('link.loginFirst')}</p>
          <Button onClick={() => open('login')}>{t('link.login')}</Button>
          <Button variant="secondary" onClick={() => open('register')}>
            {t('link.register')}
          </Button>
        </div>
      )}
    </article>
  );
}
