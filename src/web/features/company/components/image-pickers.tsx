import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILES } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { Icon } from '../../../components/ui/icon';
import { IMAGE_ACCEPT, ImagePicker, type ImagePickerProps } from '../../../components/ui/image-picker';
import { Modal } from '../../../components/ui/modal';
import { type PickedImage, readImage } from '../../../lib/read-image';
import { useLanguage } from '../../../lib/use-language';
import styles from './company.module.css';

type SingleImageProps = Omit<ImagePickerProps, 'preview' | 'texts'> & { kind: 'logo' | 'cover' };

/** Logo or cover: checked in the browser before anything is sent, with a preview. */
export function SingleImagePicker({ kind, ...rest }: SingleImageProps) {
  const { t } = useTranslation('company');
  return (
    <ImagePicker
      {...rest}
      preview={{
        width: kind === 'logo' ? 128 : 384,
        height: kind === 'logo' ? 128 : 184,
        className: kind === 'logo' ? styles.logoPreview : styles.coverPreview,
      }}
      texts={{
        choose: t('images.choose'),
        change: t('images.change'),
        previewAlt: t('images.previewAlt', { name: rest.label }),
      }}
    />
  );
}

/**
 * A portfolio tile's remove button: a bin icon that fits the 7 rem tile at any width; the full
 * label ('Remove the portfolio image 3') is its accessible name and its tooltip.
 */
function TileButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="secondary" size="small" title={label} onClick={onClick}>
      <Icon name="trash" size={18} />
      <span className="visually-hidden">{label}</span>
    </Button>
  );
}

interface PortfolioProps {
  saved: { reqId: string; url: string }[];
  added: PickedImage[];
  onAdd: (images: PickedImage[]) => void;
  onDiscard: (index: number) => void;
  onRemoveSaved: (reqId: string) => Promise<void>;
  removing: boolean;
  error?: string;
}

/** The portfolio: saved images (removal asks first) and new ones, 12 in all. */
export function PortfolioPicker({
  saved,
  added,
  onAdd,
  onDiscard,
  onRemoveSaved,
  removing,
  error,
}: PortfolioProps) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const room = FILES.portfolioImages - saved.length - added.length;
  const message = problem ?? error;

  return (
    <div className={styles.picker}>
      <label htmlFor={id} id={`${id}-label`}>
        {t('images.portfolio')}
      </label>
      <p className={styles.note} id={`${id}-hint`}>
        {t('images.portfolioHint', { max: FILES.portfolioImages })}
      </p>
      {(saved.length > 0 || added.length > 0) && (
        <ul className={styles.gallery}>
          {saved.map((item, index) => (
            <li key={item.reqId} className={styles.tile}>
              <img
                className={`${styles.preview} ${styles.tileImage}`}
                src={item.url}
                alt={t('images.savedAlt', { index: index + 1 })}
                width={112}
                height={112}
              />
              <TileButton
                label={t('images.remove', { index: index + 1 })}
                onClick={() => setConfirming(item.reqId)}
              />
            </li>
          ))}
          {added.map((image, index) => (
            <li key={image.preview} className={styles.tile}>
              <img
                className={`${styles.preview} ${styles.tileImage}`}
                src={image.preview}
                alt={t('images.previewAlt', { name: image.name })}
                width={112}
                height={112}
              />
              <TileButton
                label={t('images.discard', { name: image.name })}
                onClick={() => onDiscard(index)}
              />
            </li>
          ))}
        </ul>
      )}
      <FilePicker
        id={id}
        labelledBy={`${id}-label`}
        action={t('images.add')}
        accept={IMAGE_ACCEPT}
        multiple
        disabled={room <= 0}
        describedBy={`${id}-hint${message ? ` ${id}-error` : ''}`}
        invalid={Boolean(message)}
        onFiles={async (files) => {
          if (files.length > room) {
            setProblem(translate(lang, 'v.fileCount', { count: FILES.portfolioImages }));
            return;
          }
          const picked: PickedImage[] = [];
          for (const file of files) {
            const checked = await readImage(file, { maxBytes: FILES.portfolioBytes }, lang);
            if (!checked.ok) {
              for (const image of picked) URL.revokeObjectURL(image.preview);
              setProblem(checked.message);
              return;
            }
            picked.push(checked.image);
          }
          setProblem(null);
          onAdd(picked);
        }}
      />
      {message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
      {confirming && (
        <Modal title={t('images.removeTitle')} onClose={() => setConfirming(null)}>
          <p>{t('images.removeConfirm')}</p>
          <div className={styles.row}>
            <Button
              type="button"
              disabled={removing}
              onClick={async () => {
                await onRemoveSaved(confirming);
                setConfirming(null);
              }}
            >
              {t('images.removeYes')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(null)}>
              {t('images.removeNo')}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
