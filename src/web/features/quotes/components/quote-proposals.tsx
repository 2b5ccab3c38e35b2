import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/rules/date-time-format';
import type { QuoteInfo, QuoteProposalItem } from '../../../../shared/schemas/quote-read';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../lib/use-language';
import type { QuoteSide } from '../api/list-quotes';
import { OutsideMark } from './outside-invite-panel';
import type { ProposalActions } from './proposal-actions';
import { ProposalForm } from './proposal-form';
import { ProposalTermsLine } from './proposal-terms-line';
import { acceptsAnswers } from './quote-deadline-section';
import styles from './quote-list.module.css';

/**
 * A company that sent several proposals has one current (the one the customer may choose) and
 * earlier ones it replaced; with a single proposal there is nothing to tell apart.
 */
function versionOf(proposal: QuoteProposalItem, all: QuoteProposalItem[]): 'current' | 'replaced' | null {
  const sent = all.filter((p) => p.companyName === proposal.companyName).length;
  if (sent < 2) return null;
  return proposal.latest ? 'current' : 'replaced';
}

/** Proposals: download each PDF; the customer chooses one (after confirming) while the quote is open. */
export function QuoteProposals({
  quote,
  side,
  actions,
}: {
  quote: QuoteInfo;
  side: QuoteSide;
  actions: ProposalActions;
}) {
  const { t } = useTranslation('quotes');
  const { t: tc } = useTranslation('quote-compare');
  const { lang } = useLanguage();

  return (
    <section aria-labelledby="quote-proposals" className={styles.inline}>
      <h3 id="quote-proposals">{t('view.proposals')}</h3>
      {quote.proposals.length > 0 && (
        <p id="quote-proposals-zone" className={styles.meta}>
          {tc('timeZone')}
        </p>
      )}
      {quote.proposals.length === 0 ? (
        <p>{t('view.noProposals')}</p>
      ) : (
        <ul className={styles.items} aria-describedby="quote-proposals-zone">
          {quote.proposals.map((p) => {
            // São Paulo's clock, whatever the reader's device says (issue 18).
            const date = formatDateTime(p.date, lang);
            const version = versionOf(p, quote.proposals);
            const { file } = p;
            return (
              <li key={p.reqId} className={styles.item}>
                <p className={styles.meta}>
                  {t('view.proposalFrom', { company: p.companyName, date })}
                  <OutsideMark outside={p.outside} />
                </p>
                {p.chosen && <span className={styles.tag}>{t('view.chosen')}</span>}
                {version === 'current' && <span className={styles.current}>{t('view.current')}</span>}
                {version === 'replaced' && <span className={styles.replaced}>{t('view.replaced')}</span>}
                {(p.round ?? 1) > 1 && (
                  <span className={styles.tag}>{t('view.round', { round: p.round })}</span>
                )}
                <ProposalTermsLine terms={p.terms} />
                <div className={styles.row}>
                  {file ? (
                    <Button size="small" variant="secondary" onClick={() => actions.download(file)}>
                      {t('view.proposalFile', { company: p.companyName, date })}
                    </Button>
                  ) : (
                    <span className={styles.meta}>{t('view.noProposalFile')}</span>
                  )}
                  {actions.canChoose && p.latest && (
                    <Button size="small" onClick={() => actions.choose(p.reqId)}>
                      {t('view.choose')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {side === 'company' && acceptsAnswers(quote) && <ProposalForm quote={quote} />}
    </section>
  );
}
