import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILES, TIMINGS } from '../../../../shared/limits';
import { translate } from '../../../../shared/messages/translate';
import { encodeBase64 } from '../../../../shared/rules/base64';
import { detectFileKind } from '../../../../shared/rules/files';
import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/format-locale';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import type { QuoteSide } from '../api/list-quotes';
import { useChooseProposal, useSendProposal } from '../api/quote-changes';
import { downloadQuoteFile } from '../api/quote-file';
import { ConfirmModal } from './confirm-modal';
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

/** The company's proposal form: one PDF, checked by its bytes; locked for 60 s after a send. */
function ProposalForm({ quote }: { quote: QuoteInfo }) {
  const { t } = useTranslation('quotes');
  const { lang } = useLanguage();
  const send = useSendProposal();
  const id = useId();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  // Why the chosen file was refused (type, size): a send without a good file repeats it, naming the
  // file, instead of a bare 'Required field!'.
  const [refused, setRefused] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, setTick] = useState(0);
  const left = useSecondsLeft(quote.reqId);

  return (
    <form
      className={styles.inline}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) {
          setError(refused ?? translate(lang, 'v.required'));
          return;
        }
        const answer = await send.mutateAsync({ req_id: quote.reqId, proposal: file.content });
        if (answer !== false && answer.response) {
          lastSent.set(quote.reqId, Date.now());
          setTick((n) => n + 1);
          setFile(null);
          setError(null);
          toast.success(String(answer.message ?? ''));
        } else {
          setError(
            answer === false
              ? t('view.failed')
              : (Object.values(answer.fields ?? {})[0] ?? answer.message ?? t('view.failed')),
          );
        }
      }}
    >
      <h3>{t('view.sendProposal')}</h3>
      <label htmlFor={id}>{t('view.proposalPdf')}</label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={async (event) => {
          const picked = event.target.files?.[0];
          if (!picked) return;
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

/** Proposals: download each PDF; the customer chooses one (after confirming) while the quote is open. */
export function QuoteProposals({ quote, side }: { quote: QuoteInfo; side: QuoteSide }) {
  const { t } = useTranslation('quotes');
  const { lang } = useLanguage();
  const api = useApi();
  const choose = useChooseProposal();
  const [confirming, setConfirming] = useState<string | null>(null);
  const canChoose = side === 'customer' && quote.status === 'a' && !quote.proposalChosen;

  const download = async (reqId: string) => {
    const problem = await downloadQuoteFile(api, reqId);
    if (problem !== null) toast.error(problem || t('view.failed'));
  };
  const onChoose = async (reqId: string) => {
    const answer = await choose.mutateAsync(reqId);
    setConfirming(null);
    if (answer !== false && answer.response) toast.success(String(answer.message ?? t('view.chosen')));
    else toast.error(answer === false ? t('view.failed') : (answer.message ?? t('view.failed')));
  };

  return (
    <section aria-labelledby="quote-proposals" className={styles.inline}>
      <h3 id="quote-proposals">{t('view.proposals')}</h3>
      {quote.proposals.length === 0 ? (
        <p>{t('view.noProposals')}</p>
      ) : (
        <ul className={styles.items}>
          {quote.proposals.map((p) => (
            <li key={p.reqId} className={styles.item}>
              <p className={styles.meta}>
                {t('view.proposalFrom', { company: p.companyName, date: formatDate(p.date, lang) })}
              </p>
              {p.chosen && <span className={styles.tag}>{t('view.chosen')}</span>}
              <div className={styles.row}>
                <Button size="small" variant="secondary" onClick={() => void download(p.file)}>
                  {t('view.proposalFile', { company: p.companyName })}
                </Button>
                {canChoose && p.latest && (
                  <Button size="small" onClick={() => setConfirming(p.reqId)}>
                    {t('view.choose')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {side === 'company' && quote.status === 'a' && <ProposalForm quote={quote} />}
      {confirming && (
        <ConfirmModal
          title={t('view.chooseTitle')}
          text={t('view.chooseConfirm')}
          yes={t('view.chooseYes')}
          no={t('view.chooseNo')}
          busy={choose.isPending}
          onYes={() => void onChoose(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
