import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATION_KINDS,
  CERTIFICATIONS,
  certificationSaveBody,
  type OwnCertification,
  STANDARD_NAMES,
} from '../../../../shared/schemas/company-certifications';
import { Button } from '../../../components/ui/button';
import { DateTextInput } from '../../../components/ui/date-text-input';
import { FormFeedback, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { settleAnswer } from '../../../components/ui/settle-answer';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useSaveCertification } from '../api/certifications';
import { CertificatePdfField, type PickedPdf } from './certificate-pdf-field';
import styles from './products.module.css';

const valuesOf = (c: OwnCertification | null) => ({
  req_id: c?.reqId ?? null,
  standard: c?.standard ?? 'iso9001',
  standard_other: c?.standardOther ?? '',
  number: c?.number ?? '',
  certification_body: c?.certificationBody ?? '',
  scope: c?.scope ?? '',
  valid_until: c?.validUntil ?? '',
});

type TextName = 'standard_other' | 'number' | 'certification_body' | 'scope';
const LABEL = {
  standard_other: 'certifications.fields.standardOther',
  number: 'certifications.fields.number',
  certification_body: 'certifications.fields.certificationBody',
  scope: 'certifications.fields.scope',
} as const;
const MAX: Record<TextName, number> = {
  standard_other: CERTIFICATIONS.otherName,
  number: CERTIFICATIONS.number,
  certification_body: CERTIFICATIONS.issuer,
  scope: CERTIFICATIONS.scope,
};

/**
 * One certification, added or rewritten (issue 32, decision 0037), checked by the server's own
 * schema: the standard (another one typed), number, certification body, scope, last valid day and
 * the certificate as a PDF. A rewrite takes away the association's check, and the form says so.
 */
export function CertificationDialog({
  certification,
  onClose,
}: {
  certification: OwnCertification | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('company');
  const save = useSaveCertification();
  const feedback = useFeedback();
  const [pdf, setPdf] = useState<PickedPdf | null>(null);
  const [removePdf, setRemovePdf] = useState(false);
  const form = useZodForm(certificationSaveBody, { defaultValues: valuesOf(certification) });
  const { field: validUntil } = useController({ control: form.control, name: 'valid_until' });
  const { errors } = form.formState;
  const other = form.watch('standard') === 'other';
  const title = certification ? t('certifications.editTitle') : t('certifications.addTitle');

  const send = form.handleSubmit((values) =>
    settleAnswer(
      form,
      feedback,
      () =>
        save.mutateAsync({
          ...values,
          pdf: pdf ? pdf.base64 : null,
          ...(removePdf && !pdf ? { pdf_remove: true } : {}),
        }),
      { failed: t('certifications.failed'), done: onClose },
    ),
  );

  const text = (name: TextName) => (
    <Field label={t(LABEL[name])} error={errors[name]?.message}>
      {(control) =>
        name === 'scope' ? (
          <textarea
            {...control}
            className={inputClass}
            rows={3}
            maxLength={MAX[name]}
            {...form.register(name)}
          />
        ) : (
          <input {...control} className={inputClass} maxLength={MAX[name]} {...form.register(name)} />
        )
      }
    </Field>
  );

  return (
    <Modal title={title} onClose={onClose} size="wide">
      <form className={styles.form} noValidate onSubmit={send} aria-busy={save.isPending}>
        {certification?.checked && <p role="note">{t('certifications.checkCleared')}</p>}
        <Field label={t('certifications.fields.standard')} error={errors.standard?.message}>
          {(control) => (
            <select {...control} className={inputClass} {...form.register('standard')}>
              {CERTIFICATION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind === 'other' ? t('certifications.other') : STANDARD_NAMES[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {other && text('standard_other')}
        {text('number')}
        {text('certification_body')}
        {text('scope')}
        <Field label={t('certifications.fields.validUntil')} error={errors.valid_until?.message}>
          {(control) => (
            <DateTextInput
              {...control}
              kind="day"
              className={inputClass}
              value={validUntil.value ?? ''}
              onChange={validUntil.onChange}
            />
          )}
        </Field>
        <CertificatePdfField picked={pdf} onPick={setPdf} error={errors.pdf?.message} />
        {(pdf || (certification?.pdf && !removePdf)) && (
          <div>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setPdf(null);
                setRemovePdf(true);
              }}
            >
              {t('certifications.pdfRemove')}
            </Button>
          </div>
        )}
        <FormFeedback
          feedback={feedback.feedback}
          sending={save.isPending}
          sendingText={t('certifications.save')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('certifications.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('certifications.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
