import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { Button } from '../../../components/ui/button';
import { FormFeedback, failureLines, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { LoadFailed } from '../../../components/ui/load-failed';
import { isOk } from '../../../lib/api-answer';
import { useCities } from '../../../lib/catalogue-queries';
import { useLanguage } from '../../../lib/use-language';
import { useCategories, useCompanyInfo, useResendCompanyEmail } from '../api/company';
import styles from './company.module.css';
import { CompanyApprovalStatus } from './company-approval-status';
import { CompanyForm } from './company-form';

function CompanyEmailStatus({ valid }: { valid: boolean }) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const resend = useResendCompanyEmail();
  const feedback = useFeedback();
  const onResend = async () => {
    feedback.clear();
    const fallback = translate(lang, 'msg.requestError');
    try {
      const answer = await resend.mutateAsync();
      if (isOk(answer)) feedback.success(String(answer.message ?? '') || t('email.resent'));
      else feedback.errors(failureLines(answer, fallback));
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  };
  return (
    <div className={styles.picker}>
      <p className={valid ? styles.note : styles.error}>{valid ? t('email.valid') : t('email.invalid')}</p>
      {!valid && (
        <div>
          <Button
            variant="secondary"
            size="small"
            disabled={resend.isPending}
            onClick={() => void onResend()}
          >
            {t('email.resend')}
          </Button>
        </div>
      )}
      <FormFeedback feedback={feedback.feedback} sending={resend.isPending} sendingText={t('sending')} />
    </div>
  );
}

/** Profile tab "company data": registration when the user has no company, else the update form. */
export function CompanyData({ hasCompany }: { hasCompany: boolean }) {
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation();
  const info = useCompanyInfo(hasCompany);
  const categories = useCategories();
  const cities = useCities();
  const pending = (hasCompany && info.isPending) || categories.isPending || cities.isPending;
  const failed = (hasCompany && info.isError) || categories.isError || cities.isError;

  if (pending) return <p role="status">{tc('loading')}</p>;
  if (failed)
    return (
      <LoadFailed
        text={t('loadFailed')}
        error={info.error ?? categories.error ?? cities.error}
        onRetry={() => {
          void info.refetch();
          void categories.refetch();
          void cities.refetch();
        }}
      />
    );
  const company = hasCompany ? (info.data ?? null) : null;
  return (
    <section className={styles.form} aria-labelledby="company-data-title">
      <h2 id="company-data-title">{company ? t('updateTitle') : t('createTitle')}</h2>
      {company?.approval && <CompanyApprovalStatus approval={company.approval} />}
      {company ? <CompanyEmailStatus valid={company.emailValid} /> : <p>{t('createIntro')}</p>}
      {/* Keyed by the company so a registration swaps the create form for the update form. */}
      <CompanyForm
        key={company?.reqId ?? 'new'}
        company={company}
        categories={categories.data ?? []}
        cities={cities.data ?? []}
      />
    </section>
  );
}
