import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_SIZES, type BannerFormInput, bannerForm } from '../../../../shared/schemas/admin-content';
import { CheckboxField, checkboxClass, Field, inputClass } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useContent } from '../api/content';
import styles from './content.module.css';
import { ImagePairPicker } from './content-image-picker';
import { PublishBar, usePublish } from './content-publish';
import { useImagePair } from './use-content-images';

/** The home banner: its link, on/off and its two images (the words over it are the site's own). */
export function BannerEditor() {
  const { t } = useTranslation('admin-content');
  const banner = useContent('banner');
  const publishing = usePublish('banner');
  const images = useImagePair();
  const form = useZodForm(bannerForm, {
    defaultValues: { href: '', active: true } satisfies BannerFormInput,
  });
  const { reset } = form;
  useEffect(() => {
    if (banner.data) reset({ href: banner.data.href ?? '', active: banner.data.active });
  }, [banner.data, reset]);

  if (banner.isPending) return <p>{t('loading')}</p>;
  if (banner.isError)
    return <LoadFailed text={t('failed')} error={banner.error} onRetry={() => void banner.refetch()} />;
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    const done = await publishing.publish(
      form,
      'banner/save',
      { ...body, ...images.body() },
      { other: images.other },
    );
    if (done) images.clear();
  });
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={t('tabs.banner')}>
      {!banner.data && <p>{t('banner.none')}</p>}
      <Field label={t('fields.href')} hint={t('fields.hrefHint')} error={errors.href?.message}>
        {(control) => <input {...control} className={inputClass} {...form.register('href')} />}
      </Field>
      <CheckboxField label={t('fields.active')}>
        {(control) => (
          <input {...control} className={checkboxClass} type="checkbox" {...form.register('active')} />
        )}
      </CheckboxField>
      <ImagePairPicker sizes={BANNER_SIZES} saved={banner.data} images={images} />
      <PublishBar publishing={publishing} />
    </form>
  );
}
