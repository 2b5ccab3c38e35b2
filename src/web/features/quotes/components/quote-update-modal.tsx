import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import { shortFileName } from '../../../lib/format';
import { serverProblem } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useUpdateQuote } from '../api/quote-changes';
import { useQuoteInfo } from '../api/quote-info';
import { AttachmentsField } from './new-quote-attachments';
import { type PickedAttachment, readAttachments } from './new-quote-files';
import styles from './quote-list.module.css';

/** Edit an open quote: the title is read-only; the description changes and files are added. */
export function QuoteUpdateModal({ reqId, onClose }: { reqId: string; onClose: () => void }) {
  const { t } = useTranslation('quotes');
  const { t: tc } = useTranslation();
  const { lang } = useLanguage();
  const info = useQuoteInfo('customer', reqId);
  const update = useUpdateQuote();
  const id = useId();
  const [description, setDescription] = useState<string | null>(null);
  const [files, setFiles] = useState<PickedAttachment[]>([]);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const quote = info.data;
  const text = description ?? quote?.description ?? '';

  const onSubmit = async () => {
    if (!quote) return;
    if (!text.trim()) {
      setError(translate(lang, 'v.required'));
      return;
    }
    const answer = await update.mutateAsync({
      req_id: quote.reqId,
      description: text,
      attachments: files.length ? files.map((f) => ({ name: f.name, content: f.content })) : null,
    });
    if (isOk(answer)) {
      toast.success(String(answer.message ?? t('update.save')));
      onClose();
    } else {
      setError(serverProblem(answer, t('view.failed')));
    }
  };

  return (
    <Modal title={t('update.title')} onClose={onClose} size="wide">
      {info.isPending && <p role="status">{tc('loading')}</p>}
      {info.isError && (
        <LoadFailed text={t('view.failed')} error={info.error} onRetry={() => void info.refetch()} />
      )}
      {quote && (
        <form
          className={styles.sections}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <div className={styles.inline}>
            <label htmlFor={`${id}-title`}>{t('update.quoteTitle')}</label>
            <input id={`${id}-title`} className={inputClass} value={quote.title} readOnly />
          </div>
          <div className={styles.inline}>
            <label htmlFor={`${id}-description`}>{t('update.description')}</label>
            <textarea
              id={`${id}-description`}
              className={`${inputClass} ${styles.textarea}`}
              maxLength={TEXT.quoteDescription}
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          {quote.attachments.length > 0 && (
            <p className={styles.meta}>
              {t('update.stored')}: {quote.attachments.map((a) => shortFileName(a.name, 20)).join(', ')}
            </p>
          )}
          <AttachmentsField
            files={files}
            reading={reading}
            disabled={update.isPending}
            error={fileError}
            onAdd={async (picked) => {
              setReading(true);
              const read = await readAttachments(picked, files, lang, quote.attachments.length);
              setReading(false);
              setFiles(read.files);
              setFileError(read.ok ? undefined : read.message);
            }}
            onRemove={(key) => setFiles((list) => list.filter((f) => f.key !== key))}
          />
          {error && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('sending') : t('update.save')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
