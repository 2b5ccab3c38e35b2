import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { TEXT, TIMINGS } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { registerForm } from '../../../../shared/schemas/customer';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { CheckboxField, checkboxClass, Field, inputClass } from '../../../components/ui/form-field';
import {
  CellphoneField,
  CityField,
  CpfField,
  EmailField,
  PasswordPair,
} from '../../../components/ui/kind-fields';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { useCities } from '../../../lib/catalogue-queries';
import { paths } from '../../../lib/paths';
import { applyServerErrors } from '../../../lib/server-errors';
import { useAuthModal } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useRegisterCustomer } from '../api/register';
import styles from './auth-forms.module.css';

/**
 * The registration form (PRODUCT.md 2, 4, 5): checked in the browser with the shared schema, sent
 * once (a second submit while sending is ignored); on success a green message and a toast, and 3 s
 * later the login modal takes its place.
 */
export function RegisterForm() {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const { open } = useAuthModal();
  const register = useRegisterCustomer();
  const cities = useCities(true);
  const feedback = useFeedback();
  const [done, setDone] = useState(false);
  const busy = useRef(false);
  const form = useZodForm(registerForm, {
    defaultValues: {
      name: '',
      document: '',
      email: '',
      emailConfirm: '',
      cellphone: '',
      password: '',
      passwordConfirm: '',
      city: '',
    },
  });
  const { errors } = form.formState;

  const { setValue } = form;
  useEffect(() => {
    const only = cities.data?.length === 1 ? cities.data[0] : null;
    if (only) setValue('city', String(only.id));
  }, [cities.data, setValue]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => open('login'), TIMINGS.registrationCloseMs);
    return () => clearTimeout(timer);
  }, [done, open]);

  const send = form.handleSubmit(async (values) => {
    feedback.clear();
    const raw = form.getValues();
    const fallback = translate(lang, 'msg.requestError');
    try {
      const answer = await register.mutateAsync({
        ...values,
        // The schema's output drops the confirmations; the wire contract keeps them.
        emailConfirm: String(raw.emailConfirm).trim(),
        passwordConfirm: String(raw.passwordConfirm),
        terms: true,
      });
      if (isOk(answer)) {
        const text = answer.message || t('register.success');
        feedback.success(text);
        toast.success(text);
        setDone(true);
        return;
      }
      const lines = applyServerErrors(form, answer, { fallback });
      if (lines.length > 0) feedback.errors(lines);
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button is disabled only after React re-renders; a ref stops a second click before that.
    if (busy.current || done) return;
    busy.current = true;
    try {
      await send(event);
    } finally {
      busy.current = false;
    }
  };

  const sending = register.isPending;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <div className={styles.grid}>
        <Field label={t('fields.name')} error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              className={inputClass}
              type="text"
              autoComplete="name"
              maxLength={TEXT.name}
              {...form.register('name')}
            />
          )}
        </Field>
        <CpfField registration={form.register('document')} error={errors.document?.message} />
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <EmailField
          registration={form.register('emailConfirm')}
          error={errors.emailConfirm?.message}
          label={t('fields.emailConfirm')}
        />
        <CellphoneField registration={form.register('cellphone')} error={errors.cellphone?.message} />
        <CityField
          control={form.control}
          name="city"
          cities={cities.data ?? []}
          loading={cities.isPending}
          hint={cities.isError ? t('register.citiesFailed') : undefined}
        />
        <PasswordPair
          password={form.register('password')}
          confirm={form.register('passwordConfirm')}
          errors={{ password: errors.password?.message, confirm: errors.passwordConfirm?.message }}
        />
      </div>
      <CheckboxField
        label={
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{
              terms: (
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside.
                <a href={paths.terms('terms-of-use')} target="_blank" rel="noopener" />
              ),
              privacy: (
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside.
                <a href={paths.terms('privacy-policy')} target="_blank" rel="noopener" />
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
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('sending')} />
      <Button type="submit" disabled={sending || done}>
        {t('register.submit')}
      </Button>
      <p className={styles.switch}>
        {t('register.haveAccount')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => open('login')}>
          {t('register.login')}
        </button>
      </p>
    </form>
  );
}
