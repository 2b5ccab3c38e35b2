import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT } from '../../../../shared/limits';
import { formatDate } from '../../../../shared/rules/date-format';
import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { serverProblem } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import type { QuoteSide } from '../api/list-quotes';
import { useAnswerQuestion, useAskQuestion } from '../api/quote-changes';
import { beforeDeadline } from './quote-deadline-section';
import styles from './quote-list.module.css';

/** One short text and its send button; the server's refusal shows under it. */
function TextSend({
  label,
  submit,
  onSend,
}: {
  label: string;
  submit: string;
  onSend: (text: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('quotes');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={styles.inline}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const problem = await onSend(text);
        setBusy(false);
        setError(problem);
        if (problem === null) setText('');
      }}
    >
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className={`${inputClass} ${styles.textarea}`}
        maxLength={TEXT.question}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" size="small" disabled={busy}>
          {busy ? t('sending') : submit}
        </Button>
      </div>
    </form>
  );
}

/** Questions of the quote: the customer answers open ones; a recipient company asks new ones. */
export function QuoteQuestions({ quote, side }: { quote: QuoteInfo; side: QuoteSide }) {
  const { t } = useTranslation('quotes');
  const { lang } = useLanguage();
  const ask = useAskQuestion();
  const answer = useAnswerQuestion();
  const open = quote.status === 'a';
  const fallback = t('view.failed');

  return (
    <section aria-labelledby="quote-questions" className={styles.inline}>
      <h3 id="quote-questions">{t('view.questions')}</h3>
      {quote.questions.length === 0 ? (
        <p>{t('view.noQuestions')}</p>
      ) : (
        <ul className={styles.items}>
          {quote.questions.map((q) => (
            <li key={q.reqId} className={styles.item}>
              <p className={styles.meta}>
                {t('view.askedBy', { company: q.companyName, date: formatDate(q.dateQuestion, lang) })}
              </p>
              <p>{q.question}</p>
              {q.answer ? (
                <>
                  <p className={styles.meta}>
                    {t('view.answeredOn', { date: formatDate(q.dateAnswer ?? q.dateQuestion, lang) })}
                  </p>
                  <p>{q.answer}</p>
                </>
              ) : side === 'customer' && open ? (
                <TextSend
                  label={t('view.answer')}
                  submit={t('view.sendAnswer')}
                  onSend={async (text) => {
                    const result = await answer.mutateAsync({ req_id: q.reqId, answer: text });
                    const problem = serverProblem(result, fallback);
                    if (problem === null && result !== false) toast.success(String(result.message ?? ''));
                    return problem;
                  }}
                />
              ) : (
                <p className={styles.meta}>{t('view.notAnswered')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {side === 'company' && open && beforeDeadline(quote) && (
        <TextSend
          label={t('view.ask')}
          submit={t('view.sendQuestion')}
          onSend={async (text) => {
            const result = await ask.mutateAsync({ req_id: quote.reqId, question: text });
            const problem = serverProblem(result, fallback);
            if (problem === null && result !== false) toast.success(String(result.message ?? ''));
            return problem;
          }}
        />
      )}
    </section>
  );
}
