import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { masks } from '../../../../shared/rules/masks';
import type { CityItem as City } from '../../../../shared/schemas/catalogue-read';
import { customerUpdateBody } from '../../../../shared/schemas/customer';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { StaticField } from '../../../components/ui/form-field';
import { CellphoneField, CityField, EmailField } from '../../../components/ui/kind-fields';
import { LoadFailed } from '../../../components/ui/load-failed';
import { isOk } from '../../../lib/api-answer';
import { useCities } from '../../../lib/catalogue-queries';
import { applyServerErrors } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { type Customer, useCustomerInfo, useUpdateCustomer } from '../api/customer';
import styles from './account.module.css';
import { AccountLanguage } from './account-language';
import { EmailStatus } from './email-status';

const toValues = (customer: Customer) => ({
  email: customer.email,
  cellphone: masks.mobile(customer.cellphone ?? ''),
  city: customer.city ? String(customer.city) : '',
});

function CustomerForm({ customer, cities }: { customer: Customer; cities: City[] }) {
  const { t } = useTranslation('account');
  const { lang } = useLanguage();
  const update = useUpdateCustomer();
  const feedback = useFeedback();
  const form = useZodForm(customerUpdateBody, { defaultValues: toValues(customer) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    feedback.clear();
    const fallback = translate(lang, 'msg.saveError');
    try {
      const answer = await update.mutateAsync(values);
      if (!isOk(answer)) {
        const lines = applyServerErrors(form, answer, { fallback });
        if (lines.length > 0) feedback.errors(lines);
        return;
      }
      feedback.success(answer.message || t('profile.saved'));
      form.reset(toValues(answer.customer ?? { ...customer, ...values }));
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  // A customer whose city is not in the loaded list (or when the list failed) still sees it.
  const options =
    customer.city && !cities.some((city) => city.id === customer.city)
      ? [
          { id: customer.city, cityName: customer.cityName ?? String(customer.city), state: customer.state },
          ...cities,
        ]
      : cities;
  const sending = update.isPending;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <div className={styles.grid}>
        <StaticField label={t('fields.name')} value={customer.name} />
        <StaticField label={t('fields.cpf')} value={masks.cpf(customer.doc ?? '')} />
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <CellphoneField registration={form.register('cellphone')} error={errors.cellphone?.message} />
        <CityField control={form.control} name="city" cities={options} />
      </div>
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('sending')} />
      <div>
        <Button type="submit" disabled={sending}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** Tab 1: name and CPF read-only; e-mail (with its validity), cellphone and city editable. */
export function CustomerData() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { lang } = useLanguage();
  const info = useCustomerInfo();
  const cities = useCities();

  if (info.isPending || cities.isPending) {
    return <p role="status">{tc('loading')}</p>;
  }
  if (info.isError) {
    return (
      <LoadFailed
        text={translate(lang, 'msg.requestError')}
        error={info.error}
        onRetry={() => void info.refetch()}
      />
    );
  }
  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>{t('profile.customerTitle')}</h2>
      <EmailStatus valid={info.data.emailValid} linkSent={info.data.emailLinkSent} />
      <CustomerForm customer={info.data} cities={cities.data ?? []} />
      <AccountLanguage accountLang={info.data.lang} />
    </div>
  );
}
