import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../shared/limits';
import { Field, inputClass } from './form-field';
import { MaskedInput } from './masked-input';

interface KindFieldProps {
  /** `form.register(name)` of the form's field. */
  registration: UseFormRegisterReturn;
  error?: string;
}

/**
 * The CPF field of every form that asks for one (login, registration, recovery): labelled,
 * 000.000.000-00 as placeholder and mask, at most 14 characters (PRODUCT.md 2, 5).
 */
export function CpfField({ registration, error }: KindFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field label={t('fields.cpf')} error={error}>
      {(control) => (
        <MaskedInput
          {...control}
          mask="cpf"
          registration={registration}
          className={inputClass}
          autoComplete="username"
          placeholder={t('placeholders.cpf')}
          maxLength={TEXT.document}
        />
      )}
    </Field>
  );
}

/**
 * The cellphone field (registration, My data): two digits, a space, 4 or 5 digits, a hyphen and 4
 * digits, as PRODUCT.md 5 allows; placeholder 99 99999-9999.
 */
export function CellphoneField({ registration, error }: KindFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field label={t('fields.cellphone')} error={error}>
      {(control) => (
        <MaskedInput
          {...control}
          mask="mobile"
          registration={registration}
          className={inputClass}
          type="tel"
          autoComplete="tel-national"
          placeholder={t('placeholders.cellphone')}
          maxLength={TEXT.cellphone}
        />
      )}
    </Field>
  );
}
