import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILES } from '../../../../shared/limits';
import type { Shape } from '../../../../shared/rules/image-shape';
import { FilePicker } from '../../../components/ui/file-picker';
import { type PickedImage, readImage } from '../../../lib/read-image';
import { useLanguage } from '../../../lib/use-language';
import styles from './content.module.css';

interface ImagePickerProps {
  label: string;
  shape: Shape;
  savedUrl: string | null;
  value: PickedImage | null;
  onPick: (image: PickedImage | null) => void;
  error?: string;
}

/** A slide or banner image: checked in the browser like a company cover (type, size, shape), with a preview. */
export function ImagePicker({ label, shape, savedUrl, value, onPick, error }: ImagePickerProps) {
  const { t } = useTranslation('admin-content');
  const { lang } = useLanguage();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = value?.preview ?? savedUrl;
  const message = problem ?? error;
  return (
    <div className={styles.picker}>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <p className={styles.muted} id={`${id}-hint`}>
        {t('fields.imageHint', { width: shape.width, height: shape.height })}
      </p>
      {shown && (
        <img
          className={styles.thumb}
          src={shown}
          alt={t('images.previewAlt', { name: label })}
          width={Math.round((shape.width / shape.height) * 120)}
          height={120}
        />
      )}
      <FilePicker
        id={id}
        labelledBy={`${id}-label`}
        action={shown ? t('images.change') : t('images.choose')}
        picked={value?.name}
        accept="image/jpeg,image/png,image/webp"
        describedBy={`${id}-hint${message ? ` ${id}-error` : ''}`}
        invalid={Boolean(message)}
        onFiles={async ([file]) => {
          const checked = await readImage(file, { maxBytes: FILES.coverBytes, shape }, lang);
          setProblem(checked.ok ? null : checked.message);
          if (value) URL.revokeObjectURL(value.preview);
          onPick(checked.ok ? checked.image : null);
        }}
      />
      {message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
