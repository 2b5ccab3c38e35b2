import { useId, useState } from 'react';
import type { Shape } from '../../../shared/rules/image-shape';
import { type PickedImage, readImage } from '../../lib/read-image';
import { useLanguage } from '../../lib/use-language';
import { FilePicker } from './file-picker';
import styles from './image-picker.module.css';

/** The image types every picker offers (the server accepts these three). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export interface ImagePickerProps {
  label: string;
  hint: string;
  /** `shape` left out: any proportion (a product photo). */
  rule: { maxBytes: number; shape?: Shape };
  savedUrl: string | null;
  value: PickedImage | null;
  onPick: (image: PickedImage | null) => void;
  /** The server's refusal of the image, shown like the browser's own. */
  error?: string;
  /** The preview's size attributes and, for a round logo or a wide cover, a class of the caller's. */
  preview: { width: number; height: number; className?: string };
  /** The caller's words: its namespace says "logo", "slide", "banner". */
  texts: { choose: string; change: string; previewAlt: string };
}

/**
 * One image (a company's logo or cover, a home slide's or the banner's picture): checked in the
 * browser before anything is sent (type, size, shape: lib/read-image.ts), with a preview of the
 * picked or the stored image, and the problem tied to the input for screen readers.
 */
export function ImagePicker({
  label,
  hint,
  rule,
  savedUrl,
  value,
  onPick,
  error,
  preview,
  texts,
}: ImagePickerProps) {
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
      <p className={styles.hint} id={`${id}-hint`}>
        {hint}
      </p>
      {shown && (
        <img
          className={`${styles.preview} ${preview.className ?? ''}`}
          src={shown}
          alt={texts.previewAlt}
          width={preview.width}
          height={preview.height}
        />
      )}
      <FilePicker
        id={id}
        labelledBy={`${id}-label`}
        action={shown ? texts.change : texts.choose}
        picked={value?.name}
        accept={IMAGE_ACCEPT}
        describedBy={`${id}-hint${message ? ` ${id}-error` : ''}`}
        invalid={Boolean(message)}
        onFiles={async ([file]) => {
          const checked = await readImage(file, rule, lang);
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
