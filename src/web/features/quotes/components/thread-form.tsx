import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeIssues } from '../../../../shared/messages/zod-issues';
import { outsideThreadSendBody } from '../../../../shared/schemas/quote-outside';
import { THREAD_TEXT_MAX, threadSendBody } from '../../../../shared/schemas/quote-thread';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/form-field';
import { isOk, refusalText } from '../../../lib/api-answer';
import { useLanguage } from '../../../lib/use-language';
import { useOutsideThreadSend } from '../api/quote-outside';
import { useSendThreadMessage } from '../api/quote-thread';
import { type PickedAttachment, readAttachments } from './new-quote-files';
import styles from './quote-list.module.css';

interface Props {
  reqId: string;
  company?: string;
  label: string;
  /** An outside winner writes through its invitation's link (decision 0050), not its account. */
  outsideToken?: string;
}

/** Writes in one thread after the award: a text and, optionally, one file (the attachments' rules). */
export function ThreadForm({ reqId, company, label, outsideToken }: Props) {
  const { t } = useTranslation('quotes');
  const { lang } = useLanguage();
  const inside = useSendThreadMessage();
  const outside = useOutsideThreadSend(outsideToken ?? '');
  const send = outsideToken ? outside : inside;
  const [text, setText] = useState('');
  const [file, setFile] = useState<PickedAttachment | null>(null);
  const [error, setError] = useState<string | undefined>();

  const pick = async (picked: File | undefined) => {
    if (!picked) return setFile(null);
    const read = await readAttachments([picked], [], lang);
    setError(read.ok ? undefined : read.message);
    setFile(read.files[0] ?? null);
  };

  const submit = async () => {
    const picked = file ? { name: file.name, content: file.content } : null;
    const body = { req_id: reqId, company, text, file: picked };
    const checked = outsideToken
      ? outsideThreadSendBody.safeParse({ token: outsideToken, text, file: picked })
      : threadSendBody.safeParse(body);
    if (!checked.success) {
      setError(Object.values(localizeIssues(checked.error.issues, lang).fields)[0]);
      return;
    }
    const answer = outsideToken
      ? await outside.mutateAsync({ token: outsideToken, text, file: picked })
      : await inside.mutateAsync(body);
    if (!isOk(answer)) return setError(refusalText(answer, t('thread.failed')));
    setText('');
    setFile(null);
    setError(undefined);
  };

  return (
    <form
      className={styles.inline}
      noValidate
      aria-busy={send.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={label} error={error}>
        {(control) => (
          <textarea
            {...control}
            className={inputClass}
            rows={3}
            maxLength={THREAD_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('thread.file')} hint={file ? file.name : t('thread.fileHint')}>
        {(control) => (
          <input {...control} type="file" onChange={(event) => void pick(event.target.files?.[0])} />
        )}
      </Field>
      <div className={styles.row}>
        <Button type="submit" size="small" disabled={send.isPending}>
          {t('thread.send')}
        </Button>
      </div>
    </form>
  );
}
