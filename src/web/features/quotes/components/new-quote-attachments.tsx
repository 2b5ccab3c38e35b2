import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/ui/file-picker';
import { Icon } from '../../../components/ui/icon';
import { shortFileName } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { ATTACHMENT_LIMITS, formatBytes, type PickedAttachment } from './new-quote-files';
import styles from './new-quote-form.module.css';

// What the file dialog offers; the bytes decide in the end (new-quote-files.ts).
const ACCEPT = '.txt,.jpg,.jpeg,.png,.webp,.pdf,text/plain,image/jpeg,image/png,image/webp,application/pdf';

interface AttachmentsFieldProps {
  files: readonly PickedAttachment[];
  reading: boolean;
  disabled: boolean;
  error?: string;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/** The new quote's attachments: a file input (several at once), the list, and the broken rule. */
export function AttachmentsField({
  files,
  reading,
  disabled,
  error,
  onAdd,
  onRemove,
}: AttachmentsFieldProps) {
  const { t } = useTranslation('quote-new');
  const { lang } = useLanguage();
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const full = files.length >= ATTACHMENT_LIMITS.maxCount;
  return (
    <div className={styles.attachments}>
      <label htmlFor={inputId} id={labelId} className={styles.label}>
        {t('form.attachments')}
      </label>
      <FilePicker
        id={inputId}
        labelledBy={labelId}
        action={t('form.pickFiles')}
        multiple
        accept={ACCEPT}
        disabled={disabled || reading || full}
        invalid={Boolean(error)}
        describedBy={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        onFiles={onAdd}
      />
      <p id={hintId} className={styles.note}>
        {t('form.attachmentsHint', { count: ATTACHMENT_LIMITS.maxCount })}
      </p>
      {reading && (
        <p className={styles.note} role="status">
          {t('form.reading')}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul className={styles.fileList}>
          {files.map((file) => (
            <li key={file.key} className={styles.fileItem}>
              <span className={styles.fileName} title={file.name}>
                {shortFileName(file.name, 16)}
              </span>
              <span className={styles.fileSize}>{formatBytes(file.size, lang)}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('form.remove', { name: file.name })}
                onClick={() => onRemove(file.key)}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
