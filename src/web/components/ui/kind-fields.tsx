import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
  useController,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../shared/limits';
import { Field, type FieldControlProps, inputClass } from './form-field';
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

interface EmailFieldProps extends KindFieldProps {
  /** 'E-mail' unless given ('Confirm the e-mail', 'Company e-mail'). */
  label?: ReactNode;
  /** 'email' (the person's own); a company's address is 'work email'. */
  autoComplete?: 'email' | 'work email';
}

/** An e-mail field (registration and its confirmation, My data, the company profile). */
export function EmailField({ registration, error, label, autoComplete = 'email' }: EmailFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field label={label ?? t('fields.email')} error={error}>
      {(control) => (
        <PlainInput
          control={control}
          registration={registration}
          type="email"
          autoComplete={autoComplete}
          maxLength={TEXT.email}
        />
      )}
    </Field>
  );
}

/** The shape every city list has (address data, the customer's and the company's lists). */
export interface CityOption {
  id: number;
  cityName: string;
}

interface CityFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  cities: readonly CityOption[];
  /** While the list loads the empty option says so instead of 'Choose a city'. */
  loading?: boolean;
  hint?: ReactNode;
}

/**
 * The city select (registration, My data, the company address). Controlled, so the chosen city
 * shows even when its option arrives after the form; the value is the city id as text.
 */
export function CityField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  cities,
  loading = false,
  hint,
}: CityFieldProps<T, TOut>) {
  const { t } = useTranslation('account');
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={t('fields.city')} error={fieldState.error?.message} hint={hint}>
      {(ids) => (
        <select {...ids} className={inputClass} {...field} value={String(field.value ?? '')}>
          <option value="">{loading ? t('loadingCities') : t('chooseCity')}</option>
          {cities.map((city) => (
            <option key={city.id} value={String(city.id)}>
              {city.cityName}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface CurrentPasswordFieldProps extends KindFieldProps {
  /** 'Password' unless given ('Current password', the deletion's password). */
  label?: ReactNode;
}

/** A password the person already has (login, password change, account deletion). */
export function CurrentPasswordField({ registration, error, label }: CurrentPasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field label={label ?? t('fields.password')} error={error}>
      {(control) => (
        <PlainInput
          control={control}
          registration={registration}
          type="password"
          autoComplete="current-password"
          maxLength={TEXT.loginPasswordMax}
        />
      )}
    </Field>
  );
}

interface PasswordPairProps {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
  /** 'Password' at registration, 'New password' when one is replaced. */
  label?: 'password' | 'newPassword';
}

/**
 * A new password and its confirmation (registration, password create, password change), the first
 * with the one password rule as its hint (shared/rules, issue 12 item 10).
 */
export function PasswordPair({ password, confirm, errors, label = 'password' }: PasswordPairProps) {
  const { t } = useTranslation('account');
  const rule = t('passwordRules', {
    min: TEXT.passwordMin,
    max: TEXT.passwordMax,
    run: TEXT.passwordMaxOrderedRun,
  });
  return (
    <>
      <Field label={t(`fields.${label}`)} error={errors.password} hint={rule}>
        {(control) => (
          <PlainInput
            control={control}
            registration={password}
            type="password"
            autoComplete="new-password"
            maxLength={TEXT.passwordMax}
          />
        )}
      </Field>
      <Field label={t('fields.passwordConfirm')} error={errors.confirm}>
        {(control) => (
          <PlainInput
            control={control}
            registration={confirm}
            type="password"
            autoComplete="new-password"
            maxLength={TEXT.passwordMax}
          />
        )}
      </Field>
    </>
  );
}

interface PlainInputProps {
  control: FieldControlProps;
  registration: UseFormRegisterReturn;
  type: 'email' | 'password';
  autoComplete: string;
  maxLength: number;
}

/** The unmasked input of a kind field, registered with the form and linked to its label. */
function PlainInput({ control, registration, type, autoComplete, maxLength }: PlainInputProps) {
  return (
    <input
      {...control}
      className={inputClass}
      type={type}
      autoComplete={autoComplete}
      maxLength={maxLength}
      {...registration}
    />
  );
}
