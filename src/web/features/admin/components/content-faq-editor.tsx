import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminFaqEntry, CONTENT_TEXT, faqEntryForm } from '../../../../shared/schemas/admin-content';
import { Button } from '../../../components/ui/button';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useZodForm } from '../../../lib/zod-form-resolver';
import { useContent } from '../api/content';
import styles from './content.module.css';
import { BilingualField, PreviewPair, type Side } from './content-bilingual';
import { OrderedList } from './content-ordered-list';
import { PublishBar, type Publishing, usePublish } from './content-publish';
import { FaqPlaceField, placeOf } from './faq-place-field';

const EMPTY = { question_pt: '', question_en: '', answer_pt: '', answer_en: '' };

type Markdown = (text: string) => ReactNode;

/** The answer as the public FAQ shows it: markdown, through the public pages' renderer. */
function FaqPreview({
  question,
  answer,
  markdown,
}: {
  question: string;
  answer: string;
  markdown: Markdown;
}) {
  return (
    <details className={styles.details} open>
      <summary>{question}</summary>
      {markdown(answer)}
    </details>
  );
}

function FaqForm({
  entry,
  entries,
  publishing,
  markdown,
  onDone,
}: {
  entry: AdminFaqEntry | null;
  /** The FAQ as it stands, for where a new question goes. */
  entries: readonly AdminFaqEntry[];
  publishing: Publishing;
  markdown: Markdown;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const form = useZodForm(faqEntryForm, { defaultValues: entry ? { ...EMPTY, ...entry } : EMPTY });
  const [place, setPlace] = useState('last');
  const values = form.watch();
  const text = (side: Side) => ({
    question: values[`question_${side}`] ?? '',
    answer: values[`answer_${side}`] ?? '',
  });

  const onSubmit = form.handleSubmit(async (body) => {
    const sent = entry ? { ...body, id: entry.id } : { ...body, place: placeOf(place) };
    const done = await publishing.publish(form, 'faq/save', sent);
    if (done) onDone();
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t(entry ? 'faq.editing' : 'faq.adding')}
    >
      <h3>{t(entry ? 'faq.editing' : 'faq.adding')}</h3>
      <BilingualField
        name="question"
        label={t('fields.question')}
        register={form.register}
        errors={form.formState.errors}
        maxLength={CONTENT_TEXT.question}
      />
      <BilingualField
        name="answer"
        label={t('fields.answer')}
        register={form.register}
        errors={form.formState.errors}
        rows={4}
        maxLength={CONTENT_TEXT.answer}
      />
      {!entry && <FaqPlaceField entries={entries} value={place} onChange={setPlace} />}
      <PreviewPair
        complete={(side) => Boolean(text(side).question.trim() && text(side).answer.trim())}
        render={(side) => <FaqPreview {...text(side)} markdown={markdown} />}
      />
      <PublishBar publishing={publishing} onCancel={onDone} />
    </form>
  );
}

/** FAQ: add, edit, reorder and remove questions, each in both languages; answers are markdown. */
export function FaqEditor({ markdown }: { markdown: Markdown }) {
  const { t } = useTranslation('admin-content');
  const faq = useContent('faq');
  const publishing = usePublish('faq');
  const [editing, setEditing] = useState<AdminFaqEntry | 'new' | null>(null);

  if (faq.isPending) return <p>{t('loading')}</p>;
  if (faq.isError)
    return <LoadFailed text={t('failed')} error={faq.error} onRetry={() => void faq.refetch()} />;
  return (
    <div>
      {editing ? (
        <FaqForm
          key={editing === 'new' ? 'new' : editing.id}
          entry={editing === 'new' ? null : editing}
          entries={faq.data}
          publishing={publishing}
          markdown={markdown}
          onDone={() => setEditing(null)}
        />
      ) : (
        <>
          <Button onClick={() => setEditing('new')}>{t('faq.add')}</Button>
          <FormFeedback
            feedback={publishing.feedback.feedback}
            sending={publishing.sending}
            sendingText={t('saving')}
          />
        </>
      )}
      {faq.data.length === 0 && <p>{t('faq.empty')}</p>}
      <OrderedList
        label={t('faq.list')}
        items={faq.data}
        nameOf={(item) => item.question_pt}
        disabled={publishing.sending}
        render={(item) => (
          <>
            <strong lang="pt-BR">{item.question_pt}</strong>
            <div className={styles.muted} lang="en">
              {item.question_en}
            </div>
          </>
        )}
        onEdit={setEditing}
        onRemove={(item) =>
          void publishing.publish(null, 'faq/remove', { id: item.id }, { success: t('removed') })
        }
        onOrder={(ids) => void publishing.publish(null, 'faq/order', { ids }, { success: t('reordered') })}
      />
    </div>
  );
}
