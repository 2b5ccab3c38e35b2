import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILES, TIMINGS } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { parseLocalized } from '../../../../shared/messages/zod-issues';
import { encodeBase64 } from '../../../../shared/rules/base64';
import { detectFileKind } from '../../../../shared/rules/files';
import { proposalSendBody } from '../../../../shared/schemas/quote';
import { outsideProposalBody } from '../../../../shared/schemas/quote-outside';
import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { toast } from '../../../components/ui/toast';
import { isOk } from '../../../lib/api-answer';
import type { ApiAnswer } from '../../../lib/api-client';
import { serverProblem } from '../../../lib/server-errors';
import { useLanguage } from '../../../lib/use-language';
import { useSendProposal } from '../api/quote-changes';
import { useOutsideProposal } from '../api/quote-outside';
import { EMPTY_LINES, type LineDraft, type LinesDraft, linesToWire } from './proposal-lines-draft';
import { ProposalLinesFields } from './proposal-lines-fields';
import { ProposalTaxFields } from './proposal-tax-fields';
import { EMPTY_TERMS, ProposalTermsFields, type TermsDraft } from './proposal-terms-fields';
import styles from './quote-list.module.css';

// The 60 s lock outlives the modal: reopening the quote does not unlock the button early.
const lastSent = new Map<string, number>();

function useSecondsLeft(reqId: string): number {
  const [now, setNow] = useState(() => Date.now());
  const until = (lastSent.get(reqId) ?? 0) + TIMINGS.proposalResendLockMs;
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}

/**
 * The company's proposal form: one PDF, checked by its bytes, and its optional terms (issue 18),
 * checked by the shared schema the server applies, which lets the PDF out when the price and
 * delivery are given (issue 30 item 10); locked for 60 s after a send.
 */
export function ProposalForm({
  quote,
  outsideToken,
}: {
  quote: Pick<QuoteInfo, 'reqId' | 'items'>;
  /** An outside supplier's link (issue 34 item 7): the same form, sent with the token. */
  outsideToken?: string;
}) {
  const { t } = useTranslation('quotes');
  const { lang } = useLanguage();
  const sendCompany = useSendProposal();
  const sendOutside = useOutsideProposal(outsideToken ?? '');
  const send = outsideToken ? sendOutside : sendCompany;
  const id = useId();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  // Why the chosen file was refused (type, size): a send without a good file repeats it, naming the
  // file, instead of a bare 'Required field!'.
  const [refused, setRefused] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [terms, setTerms] = useState<TermsDraft>(EMPTY_TERMS);
  // Issue 34: a price per item when the request lists items.
  const items = quote.items ?? [];
  const [lines, setLines] = useState<LinesDraft>(EMPTY_LINES);
  const onLine = useCallback(
    (reqId: string, line: LineDraft) =>
      setLines((draft) => ({ ...draft, lines: { ...draft.lines, [reqId]: line } })),
    [],
  );
  const [termErrors, setTermErrors] = useState<Record<string, string>>({});
  const [, setTick] = useState(0);
  const left = useSecondsLeft(quote.reqId);

  return (
    <form
      className={styles.inline}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        // The server's own schema: the PDF may be left out when the price and delivery are given.
        const fields = { proposal: file?.content ?? null, ...terms, ...linesToWire(items, lines) };
        const body = { req_id: quote.reqId, ...fields };
        const parsed = outsideToken
          ? await parseLocalized(outsideProposalBody, { token: outsideToken, ...fields }, lang)
          : await parseLocalized(proposalSendBody, body, lang);
        const { proposal: fileProblem, ...termProblems } = parsed.ok ? {} : parsed.fields;
        setTermErrors(termProblems);
        // A refused pick names its file and why, rather than the rule's own words.
        setError(fileProblem ? (refused ?? fileProblem) : null);
        if (!parsed.ok) return;
        const { proposal: _decoded, ...sentTerms } = parsed.data;
        const answer: ApiAnswer<{ response: true; message?: string }> | undefined = outsideToken
          ? await sendOutside.mutateAsync({ ...fields, ...sentTerms, token: outsideToken })
          : await sendCompany.mutateAsync({ ...body, ...sentTerms });
        if (isOk(answer)) {
          lastSent.set(quote.reqId, Date.now());
          setTick((n) => n + 1);
          setFile(null);
          setTerms(EMPTY_TERMS);
          setLines(EMPTY_LINES);
          setError(null);
          toast.success(String(answer.message ?? ''));
        } else {
          if (answer && answer.response === false && answer.fields) setTermErrors(answer.fields);
          setError(serverProblem(answer, t('view.failed')));
        }
      }}
    >
      <h3>{t('view.sendProposal')}</h3>
      <label htmlFor={id} id={`${id}-label`}>
        {t('view.proposalPdf')}
      </label>
      <p id={`${id}-hint`} className={styles.meta}>
        {t('view.proposalPdfHint')}
      </p>
      <FilePicker
        id={id}
        labelledBy={`${id}-label`}
        action={t('view.pickPdf')}
        picked={file?.name}
        accept="application/pdf,.pdf"
        invalid={Boolean(error)}
        describedBy={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onFiles={async ([picked]) => {
          const bytes = new Uint8Array(await picked.arrayBuffer());
          const problem =
            detectFileKind(bytes) !== 'pdf'
              ? translate(lang, 'v.fileTypeNamed', { name: picked.name })
              : picked.size > FILES.proposalBytes
                ? translate(lang, 'v.fileSizeNamed', { name: picked.name })
                : null;
          setFile(problem ? null : { name: picked.name, content: encodeBase64(bytes) });
          setRefused(problem);
          setError(problem);
        }}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <>
          <ProposalLinesFields items={items} lines={lines.lines} errors={termErrors} onLine={onLine} />
          <ProposalTaxFields items={items} draft={lines} errors={termErrors} onChange={setLines} />
        </>
      )}
      <ProposalTermsFields
        draft={terms}
        errors={termErrors}
        onChange={setTerms}
        withLines={items.length > 0}
      />
      {left > 0 && (
        <p className={styles.meta} role="status">
          {t('view.locked', { count: left })}
        </p>
      )}
      <div>
        <Button type="submit" size="small" disabled={send.isPending || left > 0}>
          {send.isPending ? t('sending') : t('view.send')}
        </Button>
      </div>
    </form>
  );
}
