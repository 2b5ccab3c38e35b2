import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import { QUOTE_ROUNDS_MAX } from '../../../../shared/schemas/quote-round';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/use-language';
import type { QuoteSide } from '../api/list-quotes';
import { DeclineDialog } from './decline-dialog';
import { ExtendDeadlineDialog } from './extend-deadline-dialog';
import styles from './quote-list.module.css';
import { QuoteRoundNotice } from './quote-round-notice';
import { RevisionDialog } from './revision-dialog';
import { DeadlineText } from './time-left';

/** Whether the quote's deadline (if any) is still ahead: questions and proposals are accepted. */
export function beforeDeadline(quote: QuoteInfo, now = new Date()): boolean {
  return !quote.deadline || new Date(quote.deadline) > now;
}

/**
 * Whether a recipient may still send a proposal: open, before any deadline, not declined, and in a
 * revision round (issue 34 item 6) only if it proposed before.
 */
export function acceptsAnswers(quote: QuoteInfo, now = new Date()): boolean {
  const inRound = (quote.round ?? 1) === 1 || quote.proposals.length > 0;
  return quote.status === 'a' && beforeDeadline(quote, now) && (quote.declines ?? []).length === 0 && inRound;
}

/** The owner may ask for revised offers: open, someone proposed, and rounds left (issue 34 item 6). */
function canAskRevision(quote: QuoteInfo): boolean {
  const proposed = quote.proposals.some((p) => p.latest);
  return quote.status === 'a' && !quote.proposalChosen && proposed && (quote.round ?? 1) < QUOTE_ROUNDS_MAX;
}

/**
 * Issue 18 in the quote view: the deadline with the time left (the owner may extend it while the
 * quote is open), the declines (the owner sees every one, a company its own) and a company's
 * "Decline to quote" while it has not answered.
 */
export function QuoteDeadlineSection({ quote, side }: { quote: QuoteInfo; side: QuoteSide }) {
  const { t } = useTranslation('quote-deadline');
  const { lang } = useLanguage();
  const [open, setOpen] = useState<'extend' | 'decline' | 'revision' | null>(null);
  const declines = quote.declines ?? [];
  const isOpen = quote.status === 'a';
  // Past the deadline a decline is no longer asked for, nor counted (decision 0021).
  const canDecline = side === 'company' && acceptsAnswers(quote) && quote.proposals.length === 0;

  return (
    <section aria-labelledby="quote-deadline" className={styles.inline}>
      <h3 id="quote-deadline">{t('view.deadline')}</h3>
      <p>
        <DeadlineText deadline={quote.deadline} open={isOpen} />
      </p>
      <QuoteRoundNotice quote={quote} side={side} />
      {declines.length > 0 && (
        <>
          <h4>{t('view.declines')}</h4>
          <ul className={styles.items}>
            {declines.map((d) => (
              <li key={`${d.companyName}-${d.date}`} className={styles.item}>
                <p className={styles.meta}>
                  {side === 'company'
                    ? t('view.youDeclined', { date: formatDateTime(d.date, lang) })
                    : t('view.declinedBy', { company: d.companyName, date: formatDateTime(d.date, lang) })}
                </p>
                <p>{t('view.reason', { reason: d.reasonDesc })}</p>
                {d.note && <p>{d.note}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.row}>
        {side === 'customer' && isOpen && (
          <Button size="small" variant="secondary" onClick={() => setOpen('extend')}>
            {t('extend.open')}
          </Button>
        )}
        {side === 'customer' && canAskRevision(quote) && (
          <Button size="small" variant="secondary" onClick={() => setOpen('revision')}>
            {t('revision.open')}
          </Button>
        )}
        {canDecline && (
          <Button size="small" variant="secondary" onClick={() => setOpen('decline')}>
            {t('decline.open')}
          </Button>
        )}
      </div>
      {open === 'extend' && (
        <ExtendDeadlineDialog
          reqId={quote.reqId}
          current={quote.deadline ?? null}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'revision' && (
        <RevisionDialog
          reqId={quote.reqId}
          round={quote.round ?? 1}
          proposers={new Set(quote.proposals.filter((p) => p.latest).map((p) => p.companyName)).size}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'decline' && <DeclineDialog reqId={quote.reqId} onClose={() => setOpen(null)} />}
    </section>
  );
}
