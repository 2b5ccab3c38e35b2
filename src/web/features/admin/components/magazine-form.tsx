import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import {
  type AdminMagazine,
  adminMagazineEditBody,
  MAGAZINE_FILE_RULES,
  PUBLISH_LIMITS,
} from '../../../../shared/schemas/admin-publish';
import { Button } from '../../../components/ui/button';
import { DateTextInput } from '../../../components/ui/date-text-input';
import { FormFeedback, thrownLines, useFeedback } from '../../../components/ui/form-feedback';
import { Field, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { formatCount } from '../../../lib/format-locale';
import { applyServerErrors } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { type MagazineInput, useAddMagazine, useEditMagazine } from '../api/publish';
import { MagazinePreview } from './magazine-preview';
import { NamePair } from './name-pair';
import styles from './publish.module.css';
import type { Upload } from './read-upload';
import { UploadField } from './upload-field';

// The words and the date are checked by the shared schema; the files by readUpload (and the server).
const wordsSchema = adminMagazineEditBody.pick({ name_pt: true, name_en: true, date: true });
const { cover: coverRule, pdf: pdfRule } = MAGAZINE_FILE_RULES;
const megabytes = (bytes: number) => bytes / 1_000_000;
type FileProblems = { cover?: string; pdf?: string };

/** Adds a magazine (both files required) or edits one (a file left empty keeps the stored one). */
export function MagazineForm({ editing, onDone }: { editing: AdminMagazine | null; onDone: () => void }) {
  const { t } = useTranslation('admin-publish');
  const { lang } = useLanguage();
  const add = useAddMagazine();
  const edit = useEditMagazine();
  const feedback = useFeedback();
  const form = useZodForm(wordsSchema, {
    defaultValues: {
      name_pt: editing?.namePt ?? '',
      name_en: editing?.nameEn ?? '',
      date: editing?.date ?? '',
    },
  });
  const { errors } = form.formState;
  const [cover, setCover] = useState<Upload | null>(null);
  const [pdf, setPdf] = useState<Upload | null>(null);
  const [problems, setProblems] = useState<FileProblems>({});
  const values = form.watch();
  const { field: date } = useController({ control: form.control, name: 'date' });

  useEffect(
    () => () => {
      if (cover?.preview) URL.revokeObjectURL(cover.preview);
    },
    [cover],
  );

  const onSubmit = form.handleSubmit(async (words) => {
    feedback.clear();
    const missing = translate(lang, 'v.required');
    if (!editing && (!cover || !pdf)) {
      // A file refused when it was picked keeps saying why ("x.pdf is not a PDF"), not "required".
      setProblems((old) => ({
        cover: cover ? undefined : (old.cover ?? missing),
        pdf: pdf ? undefined : (old.pdf ?? missing),
      }));
      return;
    }
    const body: MagazineInput = { ...words, ...(editing ? { req_id: editing.reqId } : {}) };
    if (cover) body.cover = cover.base64;
    if (pdf) Object.assign(body, { pdf: pdf.base64, pdf_name: pdf.name });
    const fallback = t('saveFailed');
    try {
      const answer = await (editing ? edit : add).mutateAsync(body);
      if (!isOk(answer)) {
        const lines = applyServerErrors(form, answer, {
          fallback,
          other: (root, message) => {
            if (root !== 'cover' && root !== 'pdf') return false;
            setProblems((old) => ({ ...old, [root]: message }));
            return true;
          },
        });
        if (lines.length > 0) feedback.errors(lines);
        return;
      }
      toast.success(t(editing ? 'magazines.saved' : 'magazines.added'));
      onDone();
    } catch (error) {
      feedback.errors(thrownLines(error, fallback));
    }
  });

  const sending = add.isPending || edit.isPending;
  const keep = editing ? ` ${t('magazines.keepFile')}` : '';
  const { width, height } = PUBLISH_LIMITS.magazineCoverSize;
  const coverHint = t('magazines.coverHint', {
    width,
    height,
    size: formatCount(megabytes(coverRule.maxBytes), lang),
    maxSide: PUBLISH_LIMITS.magazineCoverMaxSide,
  });
  const pdfHint = t('magazines.pdfHint', { size: formatCount(megabytes(pdfRule.maxBytes), lang) });
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <h3>{t(editing ? 'magazines.editTitle' : 'magazines.addTitle')}</h3>
      <NamePair
        pt={form.register('name_pt')}
        en={form.register('name_en')}
        errors={{ pt: errors.name_pt?.message, en: errors.name_en?.message }}
      />
      <Field label={t('magazines.date')} error={errors.date?.message}>
        {(control) => (
          <DateTextInput
            {...control}
            kind="day"
            className={inputClass}
            value={date.value}
            onChange={date.onChange}
          />
        )}
      </Field>
      <div className={styles.pair}>
        <UploadField
          label={t('magazines.cover')}
          rule={coverRule}
          accept="image/jpeg,image/png,image/webp"
          picked={cover}
          error={problems.cover}
          hint={coverHint + keep}
          onPicked={(upload, problem) => {
            setCover(upload);
            setProblems((old) => ({ ...old, cover: problem ?? undefined }));
          }}
        />
        <UploadField
          label={t('magazines.pdf')}
          rule={pdfRule}
          accept="application/pdf,.pdf"
          picked={pdf}
          error={problems.pdf}
          hint={pdfHint + keep}
          onPicked={(upload, problem) => {
            setPdf(upload);
            setProblems((old) => ({ ...old, pdf: problem ?? undefined }));
          }}
        />
      </div>
      <MagazinePreview
        namePt={values.name_pt ?? ''}
        nameEn={values.name_en ?? ''}
        date={values.date ?? ''}
        cover={cover?.preview ?? editing?.cover ?? null}
      />
      <FormFeedback feedback={feedback.feedback} sending={sending} sendingText={t('sending')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {t(editing ? 'save' : 'magazines.publish')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
