import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import type { OwnApproval } from '../../../../shared/schemas/company-approval';
import { Button } from '../../../components/ui/button';
import { FormFeedback, failureLines, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { isOk } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import { useResubmitCompany } from '../api/company';
import styles from './company.module.css';

/**
 * A company the association has not approved yet (decision 0044): waiting, or refused with the
 * reason; a refused one, once corrected in the form below, is sent again from here.
 */
export function CompanyApprovalStatus({ approval }: { approval: OwnApproval }) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const resubmit = useResubmitCompany();
  const feedback = useFeedback();
  const onResubmit = async () => {
    feedback.clear();
    const fallback = translate(lang, 'msg.requestError');
    try {
      const answer = await resubmit.mutateAsync();
      if (isOk(answer)) feedback.success(answer.message);
      else feedback.errors(failureLines(answer, fallback));
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  };
  if (approval.status === 'pending')
    return (
      <div className={styles.picker} role="status">
        <p className={styles.note}>
          <strong>{t('approval.pending')}</strong>{' '}
          {approval.requestedAt
            ? t('approval.pendingSince', { when: formatDateTime(approval.requestedAt, lang) })
            : null}
        </p>
        <FormFeedback feedback={feedback.feedback} sending={false} sendingText={t('sending')} />
      </div>
    );
  return (
    <div className={styles.picker}>
      <p className={styles.error}>
        <strong>{t('approval.refused')}</strong> {t('approval.reason', { reason: approval.reason ?? '' })}
      </p>
      <p>{t('approval.fix')}</p>
      <div>
        <Button size="small" disabled={resubmit.isPending} onClick={() => void onResubmit()}>
          {t('approval.resubmit')}
        </Button>
      </div>
      <FormFeedback feedback={feedback.feedback} sending={resubmit.isPending} sendingText={t('sending')} />
    </div>
  );
}
