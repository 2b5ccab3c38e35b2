import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeBase64 } from '../../../../shared/rules/base64';
import { isoDay } from '../../../../shared/rules/date-format';
import { Button } from '../../../components/ui/button';
import { FormFeedback, failureLines, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { isOk } from '../../../lib/api-answer';
import { saveFile } from '../../../lib/save-file';
import { useExportData, useReadableExport } from '../api/privacy';
import styles from './account.module.css';
import { DeleteAccountModal } from './delete-account-modal';
import { PrivacyConsents } from './privacy-consents';

/** Profile tab "Privacy": the LGPD rights of access (a file with all the data) and of deletion. */
export function PrivacyPanel({ onDeleted }: { onDeleted: (message: string) => void }) {
  const { t } = useTranslation('account');
  const exportData = useExportData();
  const readable = useReadableExport();
  const feedback = useFeedback();
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    feedback.clear();
    try {
      const answer = await exportData.mutateAsync();
      if (!isOk(answer)) {
        feedback.errors(failureLines(answer, t('privacy.exportFailed')));
        return;
      }
      const json = JSON.stringify(answer.data, null, 2);
      const date = isoDay(answer.data.generatedAt) ?? '';
      saveFile(new Blob([json], { type: 'application/json' }), t('privacy.fileName', { date }));
      feedback.success(t('privacy.exported'));
    } catch (error) {
      feedback.errors(thrownLines(error, t('privacy.exportFailed')));
    }
  };

  const downloadReadable = async () => {
    feedback.clear();
    try {
      const answer = await readable.mutateAsync();
      const bytes = isOk(answer) ? decodeBase64(answer.content) : null;
      if (!isOk(answer) || !bytes) {
        feedback.errors(failureLines(isOk(answer) ? null : answer, t('privacy.exportFailed')));
        return;
      }
      saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: answer.mime }), answer.name);
      feedback.success(t('privacy.readableExported'));
    } catch (error) {
      feedback.errors(thrownLines(error, t('privacy.exportFailed')));
    }
  };
  const pending = exportData.isPending || readable.isPending;

  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>{t('privacy.title')}</h2>
      <p>{t('privacy.intro')}</p>
      <section className={styles.section} aria-labelledby="privacy-export">
        <h3 id="privacy-export" className={styles.subheading}>
          {t('privacy.exportTitle')}
        </h3>
        <p>{t('privacy.exportText')}</p>
        <FormFeedback
          feedback={feedback.feedback}
          sending={pending}
          sendingText={readable.isPending ? t('privacy.exportingReadable') : t('privacy.exporting')}
        />
        <p>{t('privacy.readableText')}</p>
        <div className={styles.actions}>
          <Button onClick={() => void download()} disabled={pending}>
            {t('privacy.exportButton')}
          </Button>
          <Button variant="secondary" onClick={() => void downloadReadable()} disabled={pending}>
            {t('privacy.readableButton')}
          </Button>
        </div>
      </section>
      <PrivacyConsents />
      <section className={styles.section} aria-labelledby="privacy-delete">
        <h3 id="privacy-delete" className={styles.subheading}>
          {t('privacy.deleteTitle')}
        </h3>
        <p>{t('privacy.deleteText')}</p>
        <div>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t('privacy.deleteButton')}
          </Button>
        </div>
      </section>
      {deleting && <DeleteAccountModal onClose={() => setDeleting(false)} onDeleted={onDeleted} />}
    </div>
  );
}
