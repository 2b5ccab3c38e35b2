import { useController } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { companyForm } from '../../../../shared/schemas/company';
import type { CompanyRead } from '../../../../shared/schemas/company-read';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { CheckboxField, checkboxClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { paths } from '../../../lib/paths';
import { applyServerErrors } from '../../../lib/server-errors';
import { useSessionUser, useUserStore } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm, type ZodForm } from '../../../lib/zod-form-resolver';
import { type Category, type City, useSaveCompany } from '../api/company';
import { CategoryPicker } from './category-picker';
import styles from './company.module.css';
import { companyFormValues, companySaveBody, FORM_NAME_OF } from './company-form-values';
import { CompanyImagesFieldset } from './company-images-fieldset';
import { CompanySections } from './company-text-fields';
import { type ImageErrors, isImageName, useCompanyImages } from './use-company-images';

type Form = ZodForm<typeof companyForm>;

function CategoriesFieldset({ form, categories }: { form: Form; categories: Category[] }) {
  const { t } = useTranslation('company');
  const { field, fieldState } = useController({ control: form.control, name: 'categories' });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('sections.categories')}</legend>
      <div className={styles.wide}>
        <CategoryPicker
          categories={categories}
          selected={(field.value ?? []).map(Number)}
          onChange={(ids) => field.onChange(ids)}
          error={fieldState.error?.message}
        />
      </div>
    </fieldset>
  );
}

/** The terms of use, accepted once, when the company is registered. */
function TermsField({ form }: { form: Form }) {
  const { t } = useTranslation('company');
  const label = (
    <Trans
      t={t}
      i18nKey="fields.terms"
      components={{
        // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside.
        terms: <a href={paths.terms('terms-of-use')} target="_blank" rel="noopener" />,
      }}
    />
  );
  return (
    <CheckboxField label={label} error={form.formState.errors.terms?.message}>
      {(control) => (
        <input {...control} className={checkboxClass} type="checkbox" {...form.register('terms')} />
      )}
    </CheckboxField>
  );
}

interface CompanyFormProps {
  company: CompanyRead | null;
  categories: Category[];
  cities: City[];
}

/** Create (no company yet) or update the user's company, images and categories included. */
export function CompanyForm({ company, categories, cities }: CompanyFormProps) {
  const { t } = useTranslation('company');
  const { lang } = useLanguage();
  const isNew = company === null;
  const save = useSaveCompany(isNew);
  const user = useSessionUser();
  const userStore = useUserStore();
  const feedback = useFeedback();
  const form = useZodForm(companyForm, { defaultValues: companyFormValues(company) });
  const images = useCompanyImages(isNew);
  const sending = save.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    if (!images.readyToSend()) return;
    const fallback = translate(lang, 'msg.saveError');
    try {
      const answer = await save.mutateAsync(companySaveBody(values, images.picked, isNew));
      if (!isOk(answer)) {
        const imageErrors: ImageErrors = {};
        const unplaced = applyServerErrors(form, answer, {
          fallback,
          names: FORM_NAME_OF,
          other: (root, message) => {
            if (!isImageName(root)) return false;
            imageErrors[root] = message;
            return true;
          },
        });
        images.setErrors(imageErrors);
        if (unplaced.length > 0) feedback.errors(unplaced);
        return;
      }
      toast.success(answer.message);
      feedback.success(answer.message);
      images.clear();
      if (user) userStore.set({ ...user, company: answer.company.id, companyName: answer.company.name });
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  }, images.showMissingLogo);

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <CompanySections form={form} cities={cities} />
      <CategoriesFieldset form={form} categories={categories} />
      <CompanyImagesFieldset company={company} images={images} />
      {isNew && <TermsField form={form} />}
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('sending')} />
      <div>
        <Button type="submit" disabled={sending}>
          {isNew ? t('submitCreate') : t('submitUpdate')}
        </Button>
      </div>
    </form>
  );
}
