import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedImage } from '../../../lib/read-image';
import type { PickedImages } from './company-form-values';

export type ImageName = 'logo' | 'cover' | 'portfolio';
export type ImageErrors = Partial<Record<ImageName, string>>;

export const isImageName = (name: string): name is ImageName =>
  name === 'logo' || name === 'cover' || name === 'portfolio';

function without(errors: ImageErrors, name: ImageName): ImageErrors {
  const { [name]: _gone, ...others } = errors;
  return others;
}

/**
 * The images picked on the company form and their errors. The logo is no form field, so its
 * "required" on a registration is checked here, beside the schema's errors; an image's error goes
 * once a good one is picked, as a text field's does once its value is valid.
 */
export function useCompanyImages(isNew: boolean) {
  const { t } = useTranslation('company');
  const [logo, setLogo] = useState<PickedImage | null>(null);
  const [cover, setCover] = useState<PickedImage | null>(null);
  const [portfolio, setPortfolio] = useState<PickedImage[]>([]);
  const [errors, setErrors] = useState<ImageErrors>({});
  const logoMissing = isNew && !logo;
  const picked: PickedImages = { logo, cover, portfolio };

  const pick =
    (name: 'logo' | 'cover', set: (image: PickedImage | null) => void) => (image: PickedImage | null) => {
      set(image);
      if (image) setErrors((current) => without(current, name));
    };

  return {
    picked,
    errors,
    pickLogo: pick('logo', setLogo),
    pickCover: pick('cover', setCover),
    addToPortfolio: (images: PickedImage[]) => {
      setPortfolio((list) => [...list, ...images]);
      setErrors((current) => without(current, 'portfolio'));
    },
    discardFromPortfolio: (index: number) =>
      setPortfolio((list) => {
        URL.revokeObjectURL(list[index].preview);
        return list.filter((_, i) => i !== index);
      }),
    /** An invalid submit: the missing logo is named with the fields' errors, others stay. */
    showMissingLogo: () =>
      setErrors((current) =>
        logoMissing ? { ...current, logo: t('images.logoRequired') } : without(current, 'logo'),
      ),
    /** A valid submit: false (and the logo named) when a registration has no logo yet. */
    readyToSend: () => {
      setErrors(logoMissing ? { logo: t('images.logoRequired') } : {});
      return !logoMissing;
    },
    /** The server's word on the images of a refused save. */
    setErrors,
    /** After a save the picks are sent: previews freed, nothing picked. */
    clear: () => {
      for (const image of [logo, cover, ...portfolio]) if (image) URL.revokeObjectURL(image.preview);
      setLogo(null);
      setCover(null);
      setPortfolio([]);
    },
  };
}

export type CompanyImages = ReturnType<typeof useCompanyImages>;
