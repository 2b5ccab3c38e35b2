import { useTranslation } from 'react-i18next';
import {
  type AdminSlide,
  CONTENT_TEXT,
  SLIDE_SIZES,
  type SlideFormInput,
  slideForm,
} from '../../../../shared/schemas/admin-content';
import { CheckboxField, checkboxClass, Field, inputClass } from '../../../components/ui/form-field';
import { useZodForm } from '../../../lib/zod-form-resolver';
import styles from './content.module.css';
import { BilingualField, PreviewPair, type Side } from './content-bilingual';
import { ImagePairPicker } from './content-image-picker';
import { PublishBar, type Publishing } from './content-publish';
import { useImagePair } from './use-content-images';

const EMPTY: SlideFormInput = {
  title_pt: '',
  title_en: '',
  text_pt: '',
  text_en: '',
  href: '',
  active: true,
};

function formValues(slide: AdminSlide | null): SlideFormInput {
  if (!slide) return EMPTY;
  const { title_pt, title_en, text_pt, text_en, href, active } = slide;
  return { title_pt, title_en, text_pt, text_en, href: href ?? '', active };
}

/** A new slide or one being edited, with its images and a preview of it in each language. */
export function SlideForm({
  slide,
  publishing,
  onDone,
}: {
  slide: AdminSlide | null;
  publishing: Publishing;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const images = useImagePair();
  const form = useZodForm(slideForm, { defaultValues: formValues(slide) });
  const values = form.watch();
  const picture =
    images.images.desktop?.preview ?? slide?.desktop ?? images.images.mobile?.preview ?? slide?.mobile;
  const text = (side: Side) => ({ title: values[`title_${side}`] ?? '', text: values[`text_${side}`] ?? '' });
  const { errors } = form.formState;
  const heading = t(slide ? 'slides.editing' : 'slides.adding');

  const onSubmit = form.handleSubmit(async (body) => {
    const payload = { ...body, ...images.body(), ...(slide ? { id: slide.id } : {}) };
    const done = await publishing.publish(form, 'slides/save', payload, { other: images.other });
    if (done) onDone();
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={heading}>
      <h3>{heading}</h3>
      <BilingualField
        name="title"
        label={t('fields.title')}
        register={form.register}
        errors={errors}
        maxLength={CONTENT_TEXT.slideTitle}
      />
      <BilingualField
        name="text"
        label={t('fields.text')}
        register={form.register}
        errors={errors}
        maxLength={CONTENT_TEXT.slideText}
      />
      <Field label={t('fields.href')} hint={t('fields.hrefHint')} error={errors.href?.message}>
        {(control) => <input {...control} className={inputClass} {...form.register('href')} />}
      </Field>
      <CheckboxField label={t('fields.active')}>
        {(control) => (
          <input {...control} className={checkboxClass} type="checkbox" {...form.register('active')} />
        )}
      </CheckboxField>
      <ImagePairPicker sizes={SLIDE_SIZES} saved={slide} images={images} />
      <PreviewPair
        complete={(side) => Boolean(text(side).title.trim())}
        render={(side) => (
          <div className={styles.slidePreview}>
            {picture && <img className={styles.thumb} src={picture} alt="" width={288} height={100} />}
            <div className={styles.slideCaption}>
              <p>
                <strong>{text(side).title}</strong>
              </p>
              {text(side).text && <p>{text(side).text}</p>}
              {values.href && (
                <p className={styles.muted}>
                  {t('slides.more')} → {values.href}
                </p>
              )}
            </div>
          </div>
        )}
      />
      <PublishBar publishing={publishing} onCancel={onDone} />
    </form>
  );
}
