import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INFINITE_SCROLL } from '../../../../shared/limits';
import { formatDate } from '../../../../shared/rules/date-format';
import type { CompanyListFilter } from '../../../../shared/schemas/quote-deadline';
import type { QuoteListItem } from '../../../../shared/schemas/quote-read';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadFailed } from '../../../components/ui/load-failed';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { useLanguage } from '../../../lib/use-language';
import { type QuoteSide, useQuoteList } from '../api/list-quotes';
import { useCancelQuote } from '../api/quote-changes';
import { CompanyListFilterSwitch } from './company-list-filter';
import styles from './quote-list.module.css';
import { FromInvitationMark, ReaderStatusBadge } from './quote-status-badge';
import { QuoteUpdateModal } from './quote-update-modal';
import { QuoteViewModal } from './quote-view-modal';
import { DeadlineCell } from './time-left';

/** PRODUCT.md 9: the next page loads when the end of the list is within 600 px. */
const AHEAD = INFINITE_SCROLL.quotes;

type Open = { kind: 'view' | 'edit' | 'cancel'; quote: QuoteListItem } | null;

/**
 * A cell that names its column when the rows are drawn as cards (below the desktop width), where
 * the header row is out of sight; screen readers have the column header already.
 */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className={styles.field}>
      <span className={styles.cellLabel} aria-hidden="true">
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}

/** My Quotes (customer side, with edit and cancel while open) or Received Quotes (company side). */
export function QuoteList({ side }: { side: QuoteSide }) {
  const [filter, setFilter] = useState<CompanyListFilter>('all');
  return (
    <>
      {side === 'company' && <CompanyListFilterSwitch value={filter} onChange={setFilter} />}
      <QuoteTable side={side} filter={filter} />
    </>
  );
}

function QuoteTable({ side, filter }: { side: QuoteSide; filter: CompanyListFilter }) {
  const { t } = useTranslation('quotes');
  const { t: td } = useTranslation('quote-deadline');
  const { lang } = useLanguage();
  const list = useQuoteList(side, filter);
  const cancel = useCancelQuote();
  const [open, setOpen] = useState<Open>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const sentinel = useInfiniteScroll({
    enabled: hasNextPage && !isFetchingNextPage,
    onLoadMore: () => void fetchNextPage(),
    margin: AHEAD,
    loaded: list.data?.pages.length ?? 0,
  });

  if (list.isPending) return <p role="status">{t('list.loading')}</p>;
  if (list.isError)
    return <LoadFailed text={t('list.failed')} error={list.error} onRetry={() => void list.refetch()} />;
  const quotes = list.data.pages.flatMap((page) => page.data);
  if (quotes.length === 0) return <p>{t('list.empty')}</p>;
  const editable = (quote: QuoteListItem) => side === 'customer' && quote.status === 'a';

  const onCancel = async (quote: QuoteListItem) => {
    const answer = await cancel.mutateAsync(quote.reqId);
    if (isOk(answer)) toast.success(String(answer.message ?? quote.title));
    else toast.error(refusalText(answer, t('list.failed')));
    setOpen(null);
  };

  return (
    <>
      <div className={styles.wrap}>
        <table className={styles.table}>
          <caption>{side === 'customer' ? t('list.mineCaption') : t('list.receivedCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.id')}</th>
              <th scope="col">{t('list.title')}</th>
              <th scope="col">{t('list.opened')}</th>
              <th scope="col">{t('list.closed')}</th>
              <th scope="col">{t('list.status')}</th>
              <th scope="col">{td('list.deadline')}</th>
              <th scope="col">{t('list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {quotes.map((quote) => (
              <tr key={quote.reqId}>
                <Cell label={t('list.id')}>{quote.reqId.slice(0, 8)}</Cell>
                <td className={styles.titleCell}>
                  {quote.title} <FromInvitationMark quote={quote} />
                </td>
                <Cell label={t('list.opened')}>{formatDate(quote.dateOpen, lang)}</Cell>
                <Cell label={t('list.closed')}>
                  {quote.dateClose ? formatDate(quote.dateClose, lang) : '—'}
                </Cell>
                <Cell label={t('list.status')}>
                  <ReaderStatusBadge quote={quote} />
                </Cell>
                <Cell label={td('list.deadline')}>
                  <DeadlineCell quote={quote} />
                </Cell>
                <td className={styles.actionsCell}>
                  <div className={styles.actions}>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t('list.viewLabel', { title: quote.title })}
                      onClick={() => setOpen({ kind: 'view', quote })}
                    >
                      {t('list.view')}
                    </Button>
                    {editable(quote) && (
                      <>
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={t('list.editLabel', { title: quote.title })}
                          onClick={() => setOpen({ kind: 'edit', quote })}
                        >
                          {t('list.edit')}
                        </Button>
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={t('list.cancelLabel', { title: quote.title })}
                          onClick={() => setOpen({ kind: 'cancel', quote })}
                        >
                          {t('list.cancel')}
                        </Button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div ref={sentinel} />
      {hasNextPage ? (
        <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? t('list.loading') : t('list.loadMore')}
        </Button>
      ) : (
        <p className={styles.end}>{t('list.end')}</p>
      )}
      {open?.kind === 'view' && (
        <QuoteViewModal side={side} reqId={open.quote.reqId} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'edit' && <QuoteUpdateModal reqId={open.quote.reqId} onClose={() => setOpen(null)} />}
      {open?.kind === 'cancel' && (
        <ConfirmModal
          title={t('cancel.title')}
          text={t('cancel.confirm', { title: open.quote.title })}
          yes={t('cancel.yes')}
          no={t('cancel.no')}
          busy={cancel.isPending}
          onYes={() => void onCancel(open.quote)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
