import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIGITS, TIMINGS } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { onlyDigits } from '../../../../shared/rules/digits';
import { saveNewPasswordBody } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { PasswordPair } from '../../../components/ui/kind-fields';
import { MaskedInput } from '../../../components/ui/masked-input';
import { isOk } from '../../../lib/api-answer';
import { paths } from '../../../lib/paths';
import { applyServerErrors } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useSaveNewPassword, useValidateCode } from '../api/recovery';
import styles from './account.module.css';
import { RedirectNotice } from './redirect-notice';

type CodeState = 'idle' | 'checking' | 'valid' | 'invalid';

/**
 * /password-create: the e-mailed code (shown as 00-00-00-00) is checked as soon as its 8th digit is
 * typed; then the new password. Saving sends the person to /profile after 5 s, where the login
 * modal opens (a password reset ends the other logins, and this visitor is not logged in).
 */
export function PasswordCreateForm() {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const validate = useValidateCode();
  const save = useSaveNewPassword();
  const feedback = useFeedback();
  const [saved, setSaved] = useState<string | null>(null);
  const [codeState, setCodeState] = useState<CodeState>('idle');
  const checked = useRef<string | null>(null);
  const form = useZodForm(saveNewPasswordBody, { defaultValues: { token: '', pswd: '', pswd_confirm: '' } });
  const { errors } = form.formState;
  const digits = onlyDigits(String(form.watch('token') ?? ''));

  const { mutateAsync: check } = validate;
  const { setError, clearErrors, getFieldState } = form;
  useEffect(() => {
    if (digits.length !== DIGITS.resetToken) {
      checked.current = null;
      setCodeState('idle');
      if (getFieldState('token').error?.type === 'server') clearErrors('token');
      return;
    }
    if (checked.current === digits) return;
    checked.current = digits;
    setCodeState('checking');
    const refuse = (message: string) => {
      setCodeState('invalid');
      setError('token', { type: 'server', message }, { shouldFocus: true });
    };
    check({ token: digits })
      .then((answer) => {
        if (checked.current !== digits) return;
        if (isOk(answer)) {
          setCodeState('valid');
          clearErrors('token');
        } else {
          refuse(translate(lang, answer ? 'msg.invalidCode' : 'msg.requestError'));
        }
      })
      .catch(() => {
        if (checked.current === digits) refuse(translate(lang, 'msg.requestError'));
      });
  }, [digits, check, setError, clearErrors, getFieldState, lang]);

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    const fallback = translate(lang, 'msg.credentialsError');
    try {
      const answer = await save.mutateAsync(values);
      if (!isOk(answer)) {
        const lines = applyServerErrors(form, answer, { fallback });
        if (lines.length > 0) feedback.errors(lines);
        return;
      }
      form.reset();
      setSaved(answer.message || t('passwordCreate.saved'));
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  if (saved) {
    return (
      <RedirectNotice
        message={saved}
        to={paths.profile}
        linkText={t('passwordCreate.goToProfile')}
        ms={TIMINGS.redirectShortMs}
      />
    );
  }
  const sending = save.isPending;
  const codeHint =
    codeState === 'checking'
      ? t('passwordCreate.checking')
      : codeState === 'valid'
        ? t('passwordCreate.codeOk')
        : null;
  return (
    <form className={`${styles.form} ${styles.narrow}`} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <Field label={t('fields.code')} error={errors.token?.message} hint={t('passwordCreate.codeHint')}>
        {(control) => (
          <MaskedInput
            {...control}
            mask="code"
            registration={form.register('token')}
            className={inputClass}
            autoComplete="one-time-code"
            placeholder={t('placeholders.code')}
          />
        )}
      </Field>
      <p className={codeState === 'valid' ? styles.valid : styles.codeStatus} role="status">
        {codeHint}
      </p>
      <PasswordPair
        password={form.register('pswd')}
        confirm={form.register('pswd_confirm')}
        errors={{ password: errors.pswd?.message, confirm: errors.pswd_confirm?.message }}
        label="newPassword"
      />
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('sending')} />
      <div>
        <Button type="submit" disabled={sending}>
          {t('passwordCreate.submit')}
        </Button>
      </div>
    </form>
  );
}
