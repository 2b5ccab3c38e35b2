import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../../shared/limits';
import { decodeBase64 } from '../../../../shared/rules/base64';
import { formatDate } from '../../../../shared/rules/date-format';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { saveFile } from '../../../lib/save-file';
import { useLanguage } from '../../../lib/use-language';
import { useOutsideAsk, useOutsideFile, useOutsideQuote } from '../api/quote-outside';
import { OutsideThread } from './outside-thread';
import { ProposalForm } from './proposal-form';
import { QuoteItemsList } from './quote-items-list';
import styles from './quote-share-panel.module.css';

/**
 * Issue 34 item 7 (decision 0045): what a supplier outside the catalogue reads through its
 * invitation's link, without an account: the request, its files, its own questions and proposals,
 * and the catalogue's proposal form; then an invitation to list its company.
 */
export function OutsideQuoteView({ token }: { token: string }) {
  const { t } = useTranslation('quote-compare');
  const { lang } = useLanguage();
  const read = useOutsideQuote(token);
  const file = useOutsideFile(token);
  const quote = read.data;
  if (read.isError)
    return (
      <LoadFailed text={t('outsidePage.loadFailed')} error={read.error} onRetry={() => void read.refetch()} />
    );
  if (!quote) return null;
  const download = (reqId: string) =>
    file.mutate(reqId, {
      onSuccess: (found) => {
        const bytes = decodeBase64(found.content);
        if (bytes) saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: found.mime }), found.name);
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <article className={styles.panel}>
      <h2>{quote.title}</h2>
      <p className={styles.note}>
        {t('outsidePage.requested', {
          date: formatDate(quote.dateOpen, lang),
          category: quote.categoryName,
          status: quote.statusDesc,
        })}
      </p>
      {quote.deadline && (
        <p className={styles.note}>
          {t('outsidePage.deadline', { date: formatDateTime(quote.deadline, lang) })}
        </p>
      )}
      {quote.customerContact && (
        <p role="note" style={{ overflowWrap: 'anywhere' }}>
          {t('outsidePage.contact')} {t('outsidePage.contactLine', quote.customerContact)}
        </p>
      )}
      {quote.thread && (
        <OutsideThread token={token} thread={quote.thread} download={download} busy={file.isPending} />
      )}
      <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{quote.description}</p>
      <QuoteItemsList items={quote.items} />
      {quote.attachments.length > 0 && (
        <section className={styles.panel} aria-labelledby="outside-files">
          <h3 id="outside-files">{t('outsidePage.files')}</h3>
          <ul className={styles.links}>
            {quote.attachments.map((a) => (
              <li key={a.reqId} className={styles.link}>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={file.isPending}
                  onClick={() => download(a.reqId)}
                >
                  {a.name}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.panel} aria-labelledby="outside-questions">
        <h3 id="outside-questions">{t('outsidePage.questions')}</h3>
        {quote.questions.length === 0 && <p className={styles.note}>{t('outsidePage.noQuestions')}</p>}
        <ul className={styles.links}>
          {quote.questions.map((q) => (
            <li key={q.reqId}>
              <p>{q.question}</p>
              <p className={styles.note}>{q.answer ?? t('outsidePage.notAnswered')}</p>
            </li>
          ))}
        </ul>
        {quote.canSend && <AskForm token={token} />}
      </section>
      {quote.proposals.length > 0 && (
        <section className={styles.panel} aria-labelledby="outside-sent">
          <h3 id="outside-sent">{t('outsidePage.sent')}</h3>
          <ul className={styles.links}>
            {quote.proposals.map((p) => (
              <li key={p.reqId}>
                {t('outsidePage.sentLine', { date: formatDateTime(p.date, lang) })}
                {p.chosen ? ` ${t('outsidePage.chosen')}` : ''}
                {p.file && (
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={file.isPending}
                    onClick={() => p.file && download(p.file)}
                  >
                    {t('outsidePage.pdf')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {quote.canSend ? (
        <ProposalForm quote={{ reqId: token, items: quote.items }} outsideToken={token} />
      ) : (
        <p className={styles.note}>{t('outsidePage.closed')}</p>
      )}
      <p className={styles.note}>
        {t('outsidePage.expires', {
          date: formatDateTime(quote.invite.expiresAt, lang),
          email: quote.invite.email,
        })}
      </p>
      <p>
        {t('outsidePage.list')} <a href="/profile">{t('outsidePage.listAction')}</a>
      </p>
    </article>
  );
}

function AskForm({ token }: { token: string }) {
  const { t } = useTranslation('quote-compare');
  const ask = useOutsideAsk(token);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!question.trim()) return setError(t('outsidePage.questionRequired'));
        const answer = await ask.mutateAsync(question);
        if (!isOk(answer)) return setError(refusalText(answer, t('outsidePage.failed')));
        setQuestion('');
        setError(undefined);
        toast.success(String(answer.message));
      }}
    >
      <Field label={t('outsidePage.ask')} error={error}>
        {(control) => (
          <textarea
            {...control}
            className={inputClass}
            rows={3}
            maxLength={TEXT.question}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" size="small" disabled={ask.isPending}>
          {t('outsidePage.askSend')}
        </Button>
      </div>
    </form>
  );
}
