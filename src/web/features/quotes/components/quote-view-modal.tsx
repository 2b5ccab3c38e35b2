import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import type { QuoteInfo } from '../../../../shared/schemas/quote-read';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { shortFileName } from '../../../lib/format';
import { useApi } from '../../../lib/services';
import { useLanguage } from '../../../lib/use-language';
import type { QuoteSide } from '../api/list-quotes';
import { downloadQuoteFile } from '../api/quote-file';
import { useQuoteInfo } from '../api/quote-info';
import { QuoteItemsWithDrawings } from './item-drawing-controls';
import { OutsideWinners } from './outside-winners';
import { QuoteContactCard } from './quote-contact';
import { QuoteDeadlineSection } from './quote-deadline-section';
import styles from './quote-list.module.css';
import { QuoteOffers } from './quote-offers';
import { QuoteQuestions } from './quote-questions';
import { ReaderStatusBadge } from './quote-status-badge';

function Facts({ quote, side }: { quote: QuoteInfo; side: QuoteSide }) {
  const { t } = useTranslation('quotes');
  const { lang } = useLanguage();
  const names = (list: { name: string }[]) =>
    list.length ? list.map((c) => c.name).join(', ') : t('view.none');
  const facts: [string, ReactNode][] = [
    [t('view.category'), quote.categoryName],
    [t('view.status'), <ReaderStatusBadge key="status" quote={quote} />],
    [t('view.opened'), formatDate(quote.dateOpen, lang)],
    [t('view.updated'), quote.dateUpdate ? formatDate(quote.dateUpdate, lang) : '—'],
    [t('view.closed'), quote.dateClose ? formatDate(quote.dateClose, lang) : '—'],
  ];
  // A recipient company is not told whom else the customer asked or left out (the server sends it
  // empty lists), so its view has no such rows rather than rows reading 'None'.
  if (side === 'customer')
    facts.push(
      [t('view.companies'), quote.allCompanies ? t('view.allCompanies') : names(quote.companies)],
      [t('view.excluded'), names(quote.exclude)],
    );
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** After a split award, each chosen supplier is rated on its own (issue 34 item 4). */
function SplitRatings({ quote }: { quote: QuoteInfo }) {
  const { t } = useTranslation('quotes');
  const rated = quote.proposals.filter((p) => p.chosen && p.rate);
  if (rated.length === 0) return null;
  return (
    <section aria-labelledby="quote-rate">
      <h3 id="quote-rate">{t('view.ratings')}</h3>
      <dl className={styles.facts}>
        {rated.map((p) => (
          <div key={p.reqId}>
            <dt>{p.companyName}</dt>
            <dd>
              {t('view.stars', { rate: p.rate?.generalEvaluation })}
              {p.rate?.shortDescription && <p>{p.rate.shortDescription}</p>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Everything about one quote that this side may see, with the actions its state allows. */
export function QuoteViewModal({
  side,
  reqId,
  onClose,
}: {
  side: QuoteSide;
  reqId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('quotes');
  const { t: tc } = useTranslation();
  const api = useApi();
  const info = useQuoteInfo(side, reqId);
  // The dialog (with its title) paints at once; its body, which with ten proposals and their
  // comparison is most of the work, follows in a render React may interrupt (issue 17: the click
  // paints within the frame even on a slow phone, and the page keeps answering meanwhile).
  // Started only once the dialog has painted: begun within the click's frame (the answer kept from
  // an earlier opening), that render held the click's paint back (issue 34 item 3, 10 × 100 items).
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  const quote = useDeferredValue(painted ? info.data : undefined, undefined);

  return (
    <Modal
      title={info.data ? info.data.title : t('view.title', { id: reqId.slice(0, 8) })}
      onClose={onClose}
      size="wide"
    >
      {!quote && !info.isError && <p role="status">{tc('loading')}</p>}
      {info.isError && (
        <LoadFailed text={t('view.failed')} error={info.error} onRetry={() => void info.refetch()} />
      )}
      {quote && (
        <div className={styles.sections}>
          <p className={styles.meta}>{t('view.title', { id: quote.reqId.slice(0, 8) })}</p>
          <section aria-labelledby="quote-description">
            <h3 id="quote-description">{t('view.description')}</h3>
            <p>{quote.description}</p>
          </section>
          <Facts quote={quote} side={side} />
          {quote.customerContact && <QuoteContactCard contact={quote.customerContact} />}
          {quote.outsideContacts && <OutsideWinners contacts={quote.outsideContacts} />}
          <QuoteItemsWithDrawings
            quote={quote.reqId}
            items={quote.items ?? []}
            awards={quote.itemAwards}
            editable={side === 'customer' && quote.status === 'a'}
          />
          {quote.attachments.length > 0 && (
            <section aria-labelledby="quote-attachments" className={styles.inline}>
              <h3 id="quote-attachments">{t('view.attachments')}</h3>
              <div className={styles.row}>
                {quote.attachments.map((file) => (
                  <Button
                    key={file.reqId}
                    size="small"
                    variant="secondary"
                    title={file.name}
                    aria-label={t('view.download', { name: file.name })}
                    onClick={async () => {
                      const problem = await downloadQuoteFile(api, file.reqId);
                      if (problem !== null) toast.error(problem || t('view.failed'));
                    }}
                  >
                    {t('view.download', { name: shortFileName(file.name, 20) })}
                  </Button>
                ))}
              </div>
            </section>
          )}
          <QuoteDeadlineSection quote={quote} side={side} />
          <QuoteQuestions quote={quote} side={side} />
          <QuoteOffers quote={quote} side={side} />
          {quote.itemAwards ? (
            <SplitRatings quote={quote} />
          ) : (
            quote.rate && (
              <section aria-labelledby="quote-rate">
                <h3 id="quote-rate">{t('view.rating')}</h3>
                <p>{t('view.stars', { rate: quote.rate.generalEvaluation })}</p>
                {quote.rate.shortDescription && <p>{quote.rate.shortDescription}</p>}
              </section>
            )
          )}
        </div>
      )}
    </Modal>
  );
}
