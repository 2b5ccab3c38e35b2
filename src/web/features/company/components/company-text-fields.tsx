import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../../shared/limits';
import { MASK_MAX_LENGTH, type MaskName } from '../../../../shared/rules/masks';
import type { CompanyFormInput, companyForm } from '../../../../shared/schemas/company';
import { Field, inputClass } from '../../../components/ui/form-field';
import { CityField, type CityOption, EmailField } from '../../../components/ui/kind-fields';
import { MaskedInput } from '../../../components/ui/masked-input';
import type { ZodForm } from '../../../lib/zod-form-resolver';
import styles from './company.module.css';

type Form = ZodForm<typeof companyForm>;
type TextName = Exclude<keyof CompanyFormInput, 'categories' | 'city' | 'quotes' | 'terms'>;

interface TextFieldSpec {
  name: TextName;
  max: number;
  mask?: MaskName;
  type?: 'email' | 'url' | 'tel';
  multiline?: boolean;
  wide?: boolean;
  hint?: 'mapHint' | 'handleHint' | 'keywordsHint' | 'englishHint';
  /** The same text in English (issue 32), shown beside this one as the back office shows two languages. */
  english?: TextName;
}

/** The profile's text fields by section, in the order of PRODUCT.md's company write payload. */
const SECTIONS: {
  legend: 'identity' | 'contact' | 'about' | 'address' | 'links';
  fields: TextFieldSpec[];
}[] = [
  {
    legend: 'identity',
    fields: [
      { name: 'tradeName', max: TEXT.companyTradeName },
      { name: 'name', max: TEXT.companyName },
      { name: 'cnpj', max: MASK_MAX_LENGTH.cnpj, mask: 'cnpj' },
    ],
  },
  {
    legend: 'contact',
    fields: [
      { name: 'email', max: TEXT.email, type: 'email' },
      { name: 'phone1', max: MASK_MAX_LENGTH.phone, mask: 'phone', type: 'tel' },
      { name: 'phone2', max: MASK_MAX_LENGTH.phone, mask: 'phone', type: 'tel' },
      { name: 'whatsapp', max: MASK_MAX_LENGTH.phone, mask: 'phone', type: 'tel' },
      { name: 'website', max: TEXT.companyWebsite, type: 'url' },
    ],
  },
  {
    legend: 'about',
    fields: [
      { name: 'aboutShort', max: TEXT.companyAboutShort, multiline: true, english: 'aboutShortEn' },
      { name: 'about', max: TEXT.companyAbout, multiline: true, english: 'aboutEn' },
      { name: 'keywords', max: TEXT.companyKeywords, wide: true, hint: 'keywordsHint' },
    ],
  },
  {
    legend: 'address',
    fields: [
      { name: 'postalCode', max: MASK_MAX_LENGTH.cep, mask: 'cep' },
      { name: 'address', max: TEXT.companyAddress },
      { name: 'addressNumber', max: TEXT.companyAddressNumber },
      { name: 'addressAdjunct', max: TEXT.companyAddressAdjunct },
      { name: 'addressNeighborhood', max: TEXT.companyAddressNeighborhood },
    ],
  },
  {
    legend: 'links',
    fields: [
      { name: 'videoUrl', max: TEXT.companyVideoUrl, type: 'url' },
      { name: 'instagram', max: TEXT.companySocial, hint: 'handleHint' },
      { name: 'facebook', max: TEXT.companySocial, hint: 'handleHint' },
      { name: 'youtube', max: TEXT.companySocial, hint: 'handleHint' },
      { name: 'linkedin', max: TEXT.companySocial, hint: 'handleHint' },
      { name: 'mapUrl', max: TEXT.companyMapUrl, multiline: true, wide: true, hint: 'mapHint' },
    ],
  },
];

/**
 * A text and its English version side by side (one above the other on a phone); the English field
 * is marked `lang="en"` and says that without it English readers see the Portuguese text.
 */
function LanguagePair({ form, spec, english }: { form: Form; spec: TextFieldSpec; english: TextName }) {
  return (
    <div className={`${styles.wide} ${styles.pair}`}>
      <CompanyTextField form={form} spec={{ ...spec, english: undefined }} />
      <CompanyTextField
        form={form}
        spec={{ ...spec, name: english, english: undefined, hint: 'englishHint' }}
        lang="en"
      />
    </div>
  );
}

/** One text field of the company form, masked where the field has a format. */
function CompanyTextField({ form, spec, lang }: { form: Form; spec: TextFieldSpec; lang?: 'en' }) {
  const { t } = useTranslation('company');
  const message = form.formState.errors[spec.name]?.message;
  const error = typeof message === 'string' ? message : undefined;
  const registration: UseFormRegisterReturn = form.register(spec.name);
  if (spec.type === 'email')
    return (
      <EmailField
        registration={registration}
        error={error}
        label={t(`fields.${spec.name}`)}
        autoComplete="work email"
      />
    );
  return (
    <div className={spec.wide ? styles.wide : undefined}>
      <Field
        label={t(`fields.${spec.name}`)}
        error={error}
        hint={spec.hint ? t(`fields.${spec.hint}`) : undefined}
      >
        {(control) =>
          spec.mask ? (
            <MaskedInput
              {...control}
              mask={spec.mask}
              registration={registration}
              className={inputClass}
              type={spec.type === 'tel' ? 'tel' : 'text'}
              maxLength={spec.max}
            />
          ) : spec.multiline ? (
            <textarea
              {...control}
              lang={lang}
              className={`${inputClass} ${styles.textarea}`}
              maxLength={spec.max}
              {...registration}
            />
          ) : (
            <input
              {...control}
              className={inputClass}
              type={spec.type === 'tel' ? 'tel' : 'text'}
              inputMode={spec.type === 'url' ? 'url' : undefined}
              maxLength={spec.max}
              {...registration}
            />
          )
        }
      </Field>
    </div>
  );
}

/**
 * The company form's fieldsets up to the categories: each section's text fields, with the quotes
 * switch under identity and the city under the address.
 */
export function CompanySections({ form, cities }: { form: Form; cities: readonly CityOption[] }) {
  const { t } = useTranslation('company');
  const { errors } = form.formState;
  return SECTIONS.map((section) => (
    <fieldset key={section.legend} className={styles.fieldset}>
      <legend className={styles.legend}>{t(`sections.${section.legend}`)}</legend>
      {section.fields.map((spec) =>
        spec.english ? (
          <LanguagePair key={spec.name} form={form} spec={spec} english={spec.english} />
        ) : (
          <CompanyTextField key={spec.name} form={form} spec={spec} />
        ),
      )}
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
      {section.legend === 'address' && <CityField control={form.control} name="city" cities={cities} />}
    </fieldset>
  ));
}
