import { useTranslation } from 'react-i18next';
import { FILES, IMAGE_SHAPES } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import type { CompanyRead } from '../../../../shared/schemas/company-read';
import { failureLines } from '../../../components/ui/form-feedback';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import { useRemovePortfolio } from '../api/company';
import styles from './company.module.css';
import { PortfolioPicker, SingleImagePicker } from './image-pickers';
import type { CompanyImages } from './use-company-images';

interface CompanyImagesFieldsetProps {
  /** The saved company (its images are shown until new ones are picked), null on a registration. */
  company: CompanyRead | null;
  images: CompanyImages;
}

/** Logo, cover and portfolio; a saved portfolio image is removed at once (after a confirmation). */
export function CompanyImagesFieldset({ company, images }: CompanyImagesFieldsetProps) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const removal = useRemovePortfolio();

  const removeSaved = async (reqId: string) => {
    const answer = await removal.mutateAsync(reqId);
    if (isOk(answer)) toast.success(t('images.removed'));
    else toast.error(failureLines(answer, translate(lang, 'msg.saveError')).join(' '));
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('sections.images')}</legend>
      <SingleImagePicker
        kind="logo"
        label={t('images.logo')}
        hint={t('images.logoHint')}
        rule={{ maxBytes: FILES.logoBytes, shape: IMAGE_SHAPES.logo }}
        savedUrl={company?.logo ?? null}
        value={images.picked.logo}
        onPick={images.pickLogo}
        error={images.errors.logo}
      />
      <SingleImagePicker
        kind="cover"
        label={t('images.cover')}
        hint={t('images.coverHint')}
        rule={{ maxBytes: FILES.coverBytes, shape: IMAGE_SHAPES.cover }}
        savedUrl={company?.cover ?? null}
        value={images.picked.cover}
        onPick={images.pickCover}
        error={images.errors.cover}
      />
      <div className={styles.wide}>
        <PortfolioPicker
          saved={company?.portfolio ?? []}
          added={images.picked.portfolio}
          onAdd={images.addToPortfolio}
          onDiscard={images.discardFromPortfolio}
          onRemoveSaved={removeSaved}
          removing={removal.isPending}
          error={images.errors.portfolio}
        />
      </div>
    </fieldset>
  );
}
