import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_TEXT, type ContactFormInput, contactForm } from '../../../../shared/schemas/admin-content';
import { Field, inputClass } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useContent } from '../api/content';
import styles from './content.module.css';
import { BilingualField, PreviewPair } from './content-bilingual';
import { PublishBar, usePublish } from './content-publish';

const SAME = ['fantasy_name', 'email', 'phone', 'doc'] as const;
const SOCIAL = ['instagram', 'facebook', 'linkedin', 'youtube', 'x'] as const;
const LABEL = { fantasy_name: 'fantasyName', email: 'email', phone: 'phone', doc: 'doc' } as const;

const EMPTY: ContactFormInput = {
  email: '',
  phone: '',
  address_pt: '',
  address_en: '',
  fantasy_name: '',
  doc: '',
  instagram: '',
  facebook: '',
  linkedin: '',
  youtube: '',
  x: '',
};

/** Contact: one set of details for both languages, the address written in each. */
export function ContactEditor() {
  const { t } = useTranslation('admin-content');
  const contact = useContent('contact');
  const publishing = usePublish('contact');
  const form = useZodForm(contactForm, { defaultValues: EMPTY });
  const { reset } = form;
  useEffect(() => {
    if (contact.data) reset(contact.data);
  }, [contact.data, reset]);
  const values = form.watch();

  if (contact.isPending) return <p>{t('loading')}</p>;
  if (contact.isError)
    return <LoadFailed text={t('failed')} error={contact.error} onRetry={() => void contact.refetch()} />;
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => publishing.publish(form, 'contact/save', body));
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={t('tabs.contact')}>
      <fieldset className={styles.pair}>
        <legend>{t('contact.same')}</legend>
        {SAME.map((name) => (
          <Field key={name} label={t(`fields.${LABEL[name]}`)} error={errors[name]?.message}>
            {(control) => (
              <input
                {...control}
                className={inputClass}
                type={name === 'email' ? 'email' : 'text'}
                maxLength={CONTENT_TEXT.contactLine}
                {...form.register(name)}
              />
            )}
          </Field>
        ))}
        {SOCIAL.map((name) => (
          <Field
            key={name}
            label={t(`fields.${name}`)}
            hint={t('fields.socialHint')}
            error={errors[name]?.message}
          >
            {(control) => (
              <input
                {...control}
                className={inputClass}
                maxLength={CONTENT_TEXT.contactLine}
                {...form.register(name)}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <BilingualField
        name="address"
        label={t('fields.address')}
        register={form.register}
        errors={errors}
        maxLength={CONTENT_TEXT.contactLine}
      />
      <PreviewPair
        complete={(side) => Boolean(values[`address_${side}`]?.trim())}
        render={(side) => (
          <dl>
            <dt>{values.fantasy_name}</dt>
            <dd>{values.email}</dd>
            <dd>{values.phone}</dd>
            <dd>
              <address>{values[`address_${side}`]}</address>
            </dd>
            {SOCIAL.filter((name) => values[name]).map((name) => (
              <dd key={name}>
                {t(`fields.${name}`)}: {values[name]}
              </dd>
            ))}
          </dl>
        )}
      />
      <PublishBar publishing={publishing} />
    </form>
  );
}
