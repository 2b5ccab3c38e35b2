import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { TIMINGS } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { loginBody } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { CheckboxField, checkboxClass } from '../../../components/ui/form-field';
import { CpfField, CurrentPasswordField } from '../../../components/ui/kind-fields';
import { isOk } from '../../../lib/api-answer';
import { paths } from '../../../lib/paths';
import { applyServerErrors } from '../../../lib/server-errors';
import { useAuthModal, useServices } from '../../../lib/services';
import { parseSessionUser } from '../../../lib/session-user';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { forgetPrivateQueries, useLogin } from '../api/login';
import { forgetPersistentLogin, newDeviceId, savePersistentLogin } from '../lib/persistent-login';
import styles from './auth-forms.module.css';

/** The login fields; the device is made at submit time from the "stay logged in" box. */
const loginForm = loginBody.omit({ device: true }).extend({ remember: z.boolean() });

/**
 * PRODUCT.md 4 'Login': sending message; on success a confirmation, the form reset, the user stored
 * (plus the persistent token when asked) and `onDone` after 2 s; on failure the server's lines,
 * cleared after 10 s.
 */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const { storage, user } = useServices();
  const { open } = useAuthModal();
  const queryClient = useQueryClient();
  const login = useLogin();
  const feedback = useFeedback();
  const [done, setDone] = useState(false);
  const form = useZodForm(loginForm, { defaultValues: { document: '', password: '', remember: false } });
  const { errors } = form.formState;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, TIMINGS.loginAutoCloseMs);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  const onSubmit = form.handleSubmit(async ({ document, password, remember }) => {
    feedback.clear();
    const device = remember ? newDeviceId() : null;
    const fallback = translate(lang, 'msg.requestError');
    try {
      const answer = await login.mutateAsync({ document, password, device });
      const next = isOk(answer) ? parseSessionUser(answer.register) : null;
      if (!isOk(answer) || !next) {
        const lines = applyServerErrors(form, answer, { fallback });
        if (lines.length > 0) feedback.errors(lines);
        return;
      }
      forgetPrivateQueries(queryClient);
      user.set(next);
      if (device && typeof answer.persistent === 'string' && answer.persistent) {
        savePersistentLogin(storage, { device, token: answer.persistent });
      } else {
        forgetPersistentLogin(storage);
      }
      feedback.success(answer.message || t('login.success', { name: next.shortName }));
      form.reset();
      setDone(true);
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  const sending = login.isPending;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <CpfField registration={form.register('document')} error={errors.document?.message} />
      <CurrentPasswordField registration={form.register('password')} error={errors.password?.message} />
      <CheckboxField label={t('login.remember')}>
        {(control) => (
          <input {...control} className={checkboxClass} type="checkbox" {...form.register('remember')} />
        )}
      </CheckboxField>
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('sending')} />
      <Button type="submit" disabled={sending || done}>
        {t('login.submit')}
      </Button>
      <div className={styles.links}>
        <Link to={paths.passwordRecovery} onClick={onDone}>
          {t('login.forgot')}
        </Link>
        <Link to={paths.passwordCreate} onClick={onDone}>
          {t('login.haveCode')}
        </Link>
      </div>
      <p className={styles.switch}>
        {t('login.noAccount')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => open('register')}>
          {t('login.register')}
        </button>
      </p>
    </form>
  );
}
