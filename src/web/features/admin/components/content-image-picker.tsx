import { useTranslation } from 'react-i18next';
import { FILES } from '../../../../shared/limits';
import type { Shape } from '../../../../shared/rules/image-shape';
import { ImagePicker as SharedImagePicker } from '../../../components/ui/image-picker';
import type { PickedImage } from '../../../lib/read-image';
import styles from './content.module.css';
import type { ImageSlot, useImagePair } from './use-content-images';

const SLOTS: ImageSlot[] = ['desktop', 'mobile'];

interface ImagePickerProps {
  label: string;
  shape: Shape;
  savedUrl: string | null;
  value: PickedImage | null;
  onPick: (image: PickedImage | null) => void;
  error?: string;
}

/** A slide or banner image: the company cover's checks (type, size, shape), previewed 120 px high. */
export function ImagePicker({ label, shape, ...rest }: ImagePickerProps) {
  const { t } = useTranslation('admin-content');
  return (
    <SharedImagePicker
      {...rest}
      label={label}
      hint={t('fields.imageHint', { width: shape.width, height: shape.height })}
      rule={{ maxBytes: FILES.coverBytes, shape }}
      preview={{ width: Math.round((shape.width / shape.height) * 120), height: 120 }}
      texts={{
        choose: t('images.choose'),
        change: t('images.change'),
        previewAlt: t('images.previewAlt', { name: label }),
      }}
    />
  );
}

/**
 * The desktop and mobile images of a slide or of the banner, side by side: each checked for its own
 * shape, showing the stored image until another is picked.
 */
export function ImagePairPicker({
  sizes,
  saved,
  images,
}: {
  sizes: Record<ImageSlot, Shape>;
  saved: Partial<Record<ImageSlot, string | null>> | null | undefined;
  images: ReturnType<typeof useImagePair>;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <div className={styles.pair}>
      {SLOTS.map((slot) => (
        <ImagePicker
          key={slot}
          label={t(`fields.${slot}`)}
          shape={sizes[slot]}
          savedUrl={saved?.[slot] ?? null}
          value={images.images[slot]}
          onPick={(image) => images.pick(slot, image)}
          error={images.errors[slot]}
        />
      ))}
    </div>
  );
}
