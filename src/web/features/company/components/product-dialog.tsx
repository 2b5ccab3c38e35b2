import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILES, TEXT } from '../../../../shared/limits';
import { type OwnProduct, PRODUCT_KINDS, productSaveBody } from '../../../../shared/schemas/company-products';
import { Button } from '../../../components/ui/button';
import { FormFeedback, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { ImagePicker } from '../../../components/ui/image-picker';
import { Modal } from '../../../components/ui/modal';
import { settleAnswer } from '../../../components/ui/settle-answer';
import type { PickedImage } from '../../../lib/read-image';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useCategories } from '../api/company';
import { useSaveProduct } from '../api/products';
import { CategoryPicker } from './category-picker';
import styles from './products.module.css';

const valuesOf = (p: OwnProduct | null) => ({
  req_id: p?.reqId ?? null,
  kind: p?.kind ?? 'product',
  name_pt: p?.namePt ?? '',
  name_en: p?.nameEn ?? '',
  description_pt: p?.descriptionPt ?? '',
  description_en: p?.descriptionEn ?? '',
  categories: p?.categories ?? [],
});

/**
 * One product or service, added or rewritten: Portuguese and English side by side (stacked on a
 * phone), checked by the server's own schema (productSaveBody: English whole or not at all), its
 * categories and an optional image of any proportion (the portfolio's rule).
 */
export function ProductDialog({ product, onClose }: { product: OwnProduct | null; onClose: () => void }) {
  const { t } = useTranslation('company');
  const save = useSaveProduct();
  const feedback = useFeedback();
  const categories = useCategories();
  const [image, setImage] = useState<PickedImage | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const form = useZodForm(productSaveBody, { defaultValues: valuesOf(product) });
  const { errors } = form.formState;
  const chosen = (form.watch('categories') ?? []).filter((id): id is number => typeof id === 'number');
  const title = product ? t('products.editTitle', { name: product.namePt }) : t('products.addTitle');

  const send = form.handleSubmit((values) =>
    settleAnswer(
      form,
      feedback,
      () =>
        save.mutateAsync({
          ...values,
          // The picked file, as base64; null keeps the stored image.
          image: image ? image.base64 : null,
          ...(removeImage && !image ? { image_remove: true } : {}),
        }),
      { failed: t('products.failed'), done: onClose },
    ),
  );

  const text = (name: 'name_pt' | 'name_en' | 'description_pt' | 'description_en') => {
    const long = name.startsWith('description');
    const label = t(`products.fields.${name}`);
    const max = long ? TEXT.productDescription : TEXT.productName;
    const lang = name.endsWith('_en') ? 'en' : 'pt-BR';
    return (
      <Field label={label} error={errors[name]?.message}>
        {(control) =>
          long ? (
            <textarea
              {...control}
              lang={lang}
              className={inputClass}
              rows={4}
              maxLength={max}
              {...form.register(name)}
            />
          ) : (
            <input {...control} lang={lang} className={inputClass} maxLength={max} {...form.register(name)} />
          )
        }
      </Field>
    );
  };

  return (
    <Modal title={title} onClose={onClose} size="wide">
      <form className={styles.form} noValidate onSubmit={send} aria-busy={save.isPending}>
        <Field label={t('products.kind')} error={errors.kind?.message}>
          {(control) => (
            <select {...control} className={inputClass} {...form.register('kind')}>
              {PRODUCT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`products.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.languages}>
          <fieldset className={styles.language}>
            <legend>{t('products.portuguese')}</legend>
            {text('name_pt')}
            {text('description_pt')}
          </fieldset>
          <fieldset className={styles.language}>
            <legend>{t('products.english')}</legend>
            {text('name_en')}
            {text('description_en')}
          </fieldset>
        </div>
        <fieldset className={styles.language}>
          <legend>{t('products.categories')}</legend>
          <CategoryPicker
            categories={categories.data ?? []}
            selected={chosen}
            onChange={(ids) => form.setValue('categories', ids, { shouldDirty: true })}
            error={errors.categories?.message}
          />
        </fieldset>
        <ImagePicker
          label={t('products.image')}
          hint={t('products.imageHint')}
          rule={{ maxBytes: FILES.portfolioBytes }}
          savedUrl={removeImage ? null : (product?.image ?? null)}
          value={image}
          onPick={(picked) => {
            setImage(picked);
            if (picked) setRemoveImage(false);
          }}
          preview={{ width: 240, height: 160, className: styles.preview }}
          texts={{
            choose: t('products.imageChoose'),
            change: t('products.imageChange'),
            previewAlt: t('products.imageAlt', { name: product?.namePt ?? '' }),
          }}
        />
        {(image || (product?.image && !removeImage)) && (
          <div>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setImage(null);
                setRemoveImage(true);
              }}
            >
              {t('products.imageRemove')}
            </Button>
          </div>
        )}
        <FormFeedback
          feedback={feedback.feedback}
          sending={save.isPending}
          sendingText={t('products.save')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('products.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('products.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
