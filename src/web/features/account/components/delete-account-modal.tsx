import { useTranslation } from 'react-i18next';
import { deleteAccountBody } from '../../../../shared/schemas/privacy';
import { Button } from '../../../components/ui/button';
import { FormFeedback, failureLines, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { CurrentPasswordField } from '../../../components/ui/kind-fields';
import { Modal } from '../../../components/ui/modal';
import { isOk } from '../../../lib/api-answer';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useDeleteAccount } from '../api/privacy';
import styles from './account.module.css';

interface DeleteAccountModalProps {
  onClose: () => void;
  /** The account is gone; `message` is the server's confirmation. */
  onDeleted: (message: string) => void;
}

/** What is erased and what stays, then the password: the last step before the account is deleted. */
export function DeleteAccountModal({ onClose, onDeleted }: DeleteAccountModalProps) {
  const { t } = useTranslation('account');
  const remove = useDeleteAccount();
  const feedback = useFeedback();
  const form = useZodForm(deleteAccountBody, { defaultValues: { password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    try {
      const answer = await remove.mutateAsync(values);
      if (!isOk(answer)) {
        feedback.errors(failureLines(answer, t('privacy.failed')));
        return;
      }
      onDeleted(answer.message || t('privacy.deleted'));
    } catch (error) {
      feedback.errors(thrownLines(error, t('privacy.failed')));
    }
  });

  const sending = remove.isPending;
  return (
    <Modal title={t('privacy.modalTitle')} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
        <p className={styles.warning} role="note">
          {t('privacy.warning')}
        </p>
        <p>{t('privacy.erased')}</p>
        <p>{t('privacy.kept')}</p>
        <CurrentPasswordField
          registration={form.register('password')}
          error={errors.password?.message}
          label={t('privacy.password')}
        />
        <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('privacy.deleting')} />
        <div className={styles.actions}>
          <Button type="submit" variant="danger" disabled={sending}>
            {t('privacy.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('privacy.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
