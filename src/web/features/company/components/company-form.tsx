import { useState } from 'react';
import { useController } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { FILES, IMAGE_SHAPES, PLACES } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { masks } from '../../../../shared/rules/masks';
import { type CompanyFormInput, companyForm, companyFormToWire } from '../../../../shared/schemas/company';
import { COMPANY_WIRE_NAMES } from '../../../../shared/schemas/company-fields';
import type { CompanyRead } from '../../../../shared/schemas/company-read';
import { Button } from '../../../components/ui/button';
import { FormFeedback, failureLines, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { CheckboxField, checkboxClass, Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../lib/paths';
import type { PickedImage } from '../../../lib/read-image';
import { applyServerErrors } from '../../../lib/server-errors';
import { useSessionUser, useUserStore } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { type Category, type City, useRemovePortfolio, useSaveCompany } from '../api/company';
import { CategoryPicker } from './category-picker';
import styles from './company.module.css';
import { CompanyTextField, SECTIONS } from './company-text-fields';
import { PortfolioPicker, SingleImagePicker } from './image-pickers';

const FORM_NAME_OF = Object.fromEntries(
  Object.entries(COMPANY_WIRE_NAMES).map(([form, wire]) => [wire, form]),
);

function toValues(company: CompanyRead | null): CompanyFormInput {
  if (!company)
    return {
      tradeName: '',
      name: '',
      email: '',
      cnpj: '',
      quotes: 'y',
      city: PLACES.homeCityId,
      categories: [],
      postalCode: '',
      address: '',
      addressNumber: '',
      addressNeighborhood: '',
      about: '',
      aboutShort: '',
    };
  return {
    tradeName: company.tradeName,
    name: company.name,
    email: company.email,
    cnpj: masks.cnpj(company.cnpj),
    quotes: company.quotes,
    phone1: masks.phone(company.phone1 ?? ''),
    phone2: masks.phone(company.phone2 ?? ''),
    whatsapp: masks.phone(company.whatsapp ?? ''),
    website: company.website ?? '',
    videoUrl: company.videoUrl ? `https://www.youtube.com/watch?v=${company.videoUrl}` : '',
    mapUrl: company.mapUrl ?? '',
    instagram: company.instagram ?? '',
    facebook: company.facebook ?? '',
    youtube: company.youtube ?? '',
    linkedin: company.linkedin ?? '',
    about: company.about,
    aboutShort: company.aboutShort,
    keywords: company.keywords ?? '',
    postalCode: masks.cep(company.postalCode),
    address: company.address,
    addressNumber: company.addressNumber,
    addressAdjunct: company.addressAdjunct ?? '',
    addressNeighborhood: company.addressNeighborhood,
    city: company.addressCity,
    categories: company.categories.map((c) => c.id),
  };
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
  const removal = useRemovePortfolio();
  const user = useSessionUser();
  const userStore = useUserStore();
  const feedback = useFeedback();
  const form = useZodForm(companyForm, { defaultValues: toValues(company) });
  const cityField = useController({ control: form.control, name: 'city' });
  const categoriesField = useController({ control: form.control, name: 'categories' });
  const [logo, setLogo] = useState<PickedImage | null>(null);
  const [cover, setCover] = useState<PickedImage | null>(null);
  const [portfolio, setPortfolio] = useState<PickedImage[]>([]);
  const [imageErrors, setImageErrors] = useState<Record<string, string>>({});
  const { errors } = form.formState;
  const sending = save.isPending;

  // The other fields' errors come from the schema; the logo is no form field, so an invalid first
  // submit must name it too, not only a later one with the fields fixed.
  const showMissingLogo = () =>
    setImageErrors(({ logo: _stale, ...others }) =>
      isNew && !logo ? { ...others, logo: t('images.logoRequired') } : others,
    );

  // An image's error (missing logo, the server's word on a file) goes once a good one is picked,
  // as a text field's does once its value is valid.
  const picked =
    (name: 'logo' | 'cover', set: (image: PickedImage | null) => void) => (image: PickedImage | null) => {
      set(image);
      if (image) setImageErrors(({ [name]: _fixed, ...others }) => others);
    };

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    if (isNew && !logo) {
      setImageErrors({ logo: t('images.logoRequired') });
      return;
    }
    setImageErrors({});
    const fallback = translate(lang, 'msg.saveError');
    const body = {
      ...companyFormToWire(values),
      logo: logo?.base64 ?? null,
      cover: cover?.base64 ?? null,
      portfolio: portfolio.map((image) => image.base64),
      ...(isNew ? { terms: true as const } : {}),
    };
    try {
      const answer = await save.mutateAsync(body);
      if (answer === false || !answer.response) {
        const images: Record<string, string> = {};
        const unplaced = applyServerErrors(form, answer, {
          fallback,
          names: FORM_NAME_OF,
          other: (root, message) => {
            if (root !== 'logo' && root !== 'cover' && root !== 'portfolio') return false;
            images[root] = message;
            return true;
          },
        });
        setImageErrors(images);
        if (unplaced.length > 0) feedback.errors(unplaced);
        return;
      }
      toast.success(answer.message);
      feedback.success(answer.message);
      for (const image of [logo, cover, ...portfolio]) if (image) URL.revokeObjectURL(image.preview);
      setLogo(null);
      setCover(null);
      setPortfolio([]);
      if (user) userStore.set({ ...user, company: answer.company.id, companyName: answer.company.name });
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  }, showMissingLogo);

  const removeSaved = async (reqId: string) => {
    const answer = await removal.mutateAsync(reqId);
    if (answer !== false && answer.response) toast.success(t('images.removed'));
    else toast.error(failureLines(answer, translate(lang, 'msg.saveError')).join(' '));
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      {SECTIONS.map((section) => (
        <fieldset key={section.legend} className={styles.fieldset}>
          <legend className={styles.legend}>{t(`sections.${section.legend}`)}</legend>
          {section.fields.map((spec) => (
            <CompanyTextField key={spec.name} form={form} spec={spec} />
          ))}
          {section.legend === 'identity' && (
            <Field label={t('fields.quotes')} error={errors.quotes?.message}>
              {(control) => (
                <select {...control} className={inputClass} {...form.register('quotes')}>
                  <option value="y">{t('fields.quotesYes')}</option>
                  <option value="n">{t('fields.quotesNo')}</option>
                </select>
              )}
            </Field>
          )}
          {section.legend === 'address' && (
            <Field label={t('fields.city')} error={errors.city?.message}>
              {(control) => (
                <select
                  {...control}
                  className={inputClass}
                  {...cityField.field}
                  value={String(cityField.field.value ?? '')}
                >
                  <option value="">{t('fields.chooseCity')}</option>
                  {cities.map((city) => (
                    <option key={city.id} value={String(city.id)}>
                      {city.cityName}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </fieldset>
      ))}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sections.categories')}</legend>
        <div className={styles.wide}>
          <CategoryPicker
            categories={categories}
            selected={(categoriesField.field.value ?? []).map(Number)}
            onChange={(ids) => categoriesField.field.onChange(ids)}
            error={errors.categories?.message}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sections.images')}</legend>
        <SingleImagePicker
          kind="logo"
          label={t('images.logo')}
          hint={t('images.logoHint')}
          rule={{ maxBytes: FILES.logoBytes, shape: IMAGE_SHAPES.logo }}
          savedUrl={company?.logo ?? null}
          value={logo}
          onPick={picked('logo', setLogo)}
          error={imageErrors.logo}
        />
        <SingleImagePicker
          kind="cover"
          label={t('images.cover')}
          hint={t('images.coverHint')}
          rule={{ maxBytes: FILES.coverBytes, shape: IMAGE_SHAPES.cover }}
          savedUrl={company?.cover ?? null}
          value={cover}
          onPick={picked('cover', setCover)}
          error={imageErrors.cover}
        />
        <div className={styles.wide}>
          <PortfolioPicker
            saved={company?.portfolio ?? []}
            added={portfolio}
            onAdd={(images) => {
              setPortfolio((list) => [...list, ...images]);
              setImageErrors(({ portfolio: _fixed, ...others }) => others);
            }}
            onDiscard={(index) =>
              setPortfolio((list) => {
                URL.revokeObjectURL(list[index].preview);
                return list.filter((_, i) => i !== index);
              })
            }
            onRemoveSaved={removeSaved}
            removing={removal.isPending}
            error={imageErrors.portfolio}
          />
        </div>
      </fieldset>

      {isNew && (
        <CheckboxField
          label={
            <Trans
              t={t}
              i18nKey="fields.terms"
              components={{
                terms: (
                  // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside.
                  <a href={paths.terms('terms-of-use')} target="_blank" rel="noopener" />
                ),
              }}
            />
          }
          error={errors.terms?.message}
        >
          {(control) => (
            <input {...control} className={checkboxClass} type="checkbox" {...form.register('terms')} />
          )}
        </CheckboxField>
      )}
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('sending')} />
      <div>
        <Button type="submit" disabled={sending}>
          {isNew ? t('submitCreate') : t('submitUpdate')}
        </Button>
      </div>
    </form>
  );
}
