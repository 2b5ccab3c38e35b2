import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { ratingBody } from '../../../../shared/schemas/rating';
import { Button } from '../../../components/ui/button';
import { FormFeedback, thrownLines } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { isOk } from '../../../lib/api-answer';
import { applyServerErrors } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useRateProposal } from '../api/rate-proposal';
import styles from './quote-rate.module.css';
import { StarInput, YesNoInput } from './quote-rate-inputs';

export type RateOutcome = { kind: 'success' | 'failure'; title: string; lines: string[] };

const FIELDS = [
  'concluded',
  'product_rate',
  'delivered_in_time',
  'price_as_quote',
  'comunication',
  'recomend_3rd_party',
  'short_description',
  'suggestions',
  'general_evaluation',
  'system_recommend',
  'system_description',
  'system_suggestions',
  'system_evaluation',
] as const;
type RatingField = (typeof FIELDS)[number];

/**
 * The rating form of PRODUCT.md 3 and 5: the chosen company (y/n questions, three star ratings, two
 * optional texts) and the catalogue itself. Field errors stay on the form; any other answer ends it.
 */
export function QuoteRateForm({
  proposalId,
  onDone,
}: {
  proposalId: string;
  onDone: (o: RateOutcome) => void;
}) {
  const { t } = useTranslation('quote-new');
  const { lang } = useLanguage();
  const rate = useRateProposal();
  const form = useZodForm(ratingBody, { defaultValues: { req_id: proposalId } });
  const { errors } = form.formState;
  const stars = useWatch({
    control: form.control,
    name: ['product_rate', 'comunication', 'general_evaluation', 'system_evaluation'],
  });

  const onSubmit = form.handleSubmit(async (body) => {
    const fallback = translate(lang, 'msg.requestError');
    try {
      const answer = await rate.mutateAsync(body);
      if (isOk(answer)) {
        onDone({ kind: 'success', title: answer.message || t('rate.thanks'), lines: [] });
        return;
      }
      const lines = applyServerErrors(form, answer, { fallback, fields: FIELDS });
      if (lines.length > 0) onDone({ kind: 'failure', title: t('rate.failed'), lines });
    } catch (error) {
      onDone({ kind: 'failure', title: t('rate.failed'), lines: thrownLines(error, fallback) });
    }
  });

  const text = (name: RatingField, label: string, max: number) => (
    <Field label={label} error={errors[name]?.message}>
      {(control) => (
        <textarea
          {...control}
          className={`${inputClass} ${styles.textarea}`}
          rows={3}
          maxLength={max}
          {...form.register(name)}
        />
      )}
    </Field>
  );
  const yesNo = (name: RatingField, legend: string) => (
    <YesNoInput legend={legend} registration={form.register(name)} error={errors[name]?.message} />
  );
  const star = (name: RatingField, legend: string, value: unknown) => (
    <StarInput
      legend={legend}
      registration={form.register(name)}
      error={errors[name]?.message}
      value={value}
    />
  );

  const sending = rate.isPending;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <section className={styles.section} aria-labelledby="quote-rate-supplier">
        <h2 id="quote-rate-supplier" className={styles.sectionTitle}>
          {t('rate.supplier')}
        </h2>
        <div className={styles.grid}>
          {yesNo('concluded', t('rate.concluded'))}
          {yesNo('delivered_in_time', t('rate.deliveredInTime'))}
          {yesNo('price_as_quote', t('rate.priceAsQuote'))}
          {yesNo('recomend_3rd_party', t('rate.recommend'))}
          {star('product_rate', t('rate.productRate'), stars[0])}
          {star('comunication', t('rate.comunication'), stars[1])}
          {star('general_evaluation', t('rate.generalEvaluation'), stars[2])}
        </div>
        {text('short_description', t('rate.shortDescription'), TEXT.ratingDescription)}
        {text('suggestions', t('rate.suggestions'), TEXT.ratingSuggestions)}
      </section>
      <section className={styles.section} aria-labelledby="quote-rate-catalogue">
        <h2 id="quote-rate-catalogue" className={styles.sectionTitle}>
          {t('rate.catalogue')}
        </h2>
        <div className={styles.grid}>
          {yesNo('system_recommend', t('rate.systemRecommend'))}
          {star('system_evaluation', t('rate.systemEvaluation'), stars[3])}
        </div>
        {text('system_description', t('rate.systemDescription'), TEXT.ratingDescription)}
        {text('system_suggestions', t('rate.systemSuggestions'), TEXT.ratingSuggestions)}
      </section>
      <FormFeedback feedback={null} sending={sending} sendingText={t('rate.sending')} />
      <div>
        <Button type="submit" disabled={sending}>
          {t('rate.submit')}
        </Button>
      </div>
    </form>
  );
}
