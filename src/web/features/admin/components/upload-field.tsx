import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRule } from '../../../../shared/schemas/file-fields';
import { FilePicker } from '../../../components/ui/file-picker';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useLanguage } from '../../../lib/use-language';
import { readUpload, type Upload } from './read-upload';

interface UploadFieldProps {
  label: string;
  rule: FileRule;
  accept: string;
  picked: Upload | null;
  error?: string;
  hint?: string;
  onPicked: (upload: Upload | null, problem: string | null) => void;
}

/** A labelled file picker whose browser-side check speaks the shared messages. */
export function UploadField({ label, rule, accept, picked, error, hint, onPicked }: UploadFieldProps) {
  const { t } = useTranslation('admin-publish');
  const { lang } = useLanguage();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <FilePicker
        id={id}
        labelledBy={`${id}-label`}
        action={t('pickFile')}
        picked={picked?.name}
        accept={accept}
        invalid={Boolean(error)}
        describedBy={describedBy}
        onFiles={async ([file]) => {
          const read = await readUpload(file, rule, lang);
          if (read.ok) onPicked(read.upload, null);
          else onPicked(null, read.message);
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
