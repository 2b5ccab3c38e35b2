import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type TabItem, Tabs } from '../../../components/ui/tabs';
import type { SessionUser } from '../../../lib/session-user';
import { quoteListKey } from '../api/list-quotes';
import { NewQuoteForm } from './new-quote-form';
import { QuoteList } from './quote-list';
import { QuoteViewModal } from './quote-view-modal';

/**
 * PRODUCT.md 2: My Quotes only when logged in, Received Quotes only with a company, New Quote
 * always. The first tab opens by default, New Quote when a company is in the route or nobody is
 * logged in. A notification's link (`?tab=mine|received&quote=<reqId>`, issue 18 item 7) opens
 * that tab and the quote's view over it; closing the view leaves the tab as it is.
 */
export function QuotesTabs({ user, companyReqId }: { user: SessionUser | null; companyReqId?: string }) {
  const { t } = useTranslation('quotes');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const linkedTab = params.get('tab') === 'received' && user && user.company > 0 ? 'received' : 'mine';
  const linkedQuote = user && !companyReqId ? params.get('quote') : null;
  // A search that found nothing links here to ask a whole category (issue 32): `?category=<id>`.
  const linkedCategory = /^\d{1,9}$/.test(params.get('category') ?? '')
    ? Number(params.get('category'))
    : undefined;
  const tabs: TabItem[] = [
    ...(user ? [{ id: 'mine', label: t('tabs.mine'), panel: <QuoteList side="customer" /> }] : []),
    ...(user && user.company > 0
      ? [{ id: 'received', label: t('tabs.received'), panel: <QuoteList side="company" /> }]
      : []),
    {
      id: 'new',
      label: t('tabs.new'),
      panel: (
        <NewQuoteForm
          companyReqId={companyReqId}
          categoryId={companyReqId ? undefined : linkedCategory}
          onCreated={() => void queryClient.invalidateQueries({ queryKey: quoteListKey('customer') })}
        />
      ),
    },
  ];
  const initial = companyReqId || !user || linkedCategory ? 'new' : linkedTab;
  const closeLinked = () =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.delete('quote');
        return next;
      },
      { replace: true },
    );
  // Keyed so logging in or out starts again from the default tab of the new situation.
  return (
    <>
      <Tabs key={`${user?.id ?? 0}-${initial}`} label={t('tabs.label')} tabs={tabs} initial={initial} />
      {linkedQuote && (
        <QuoteViewModal
          side={linkedTab === 'received' ? 'company' : 'customer'}
          reqId={linkedQuote}
          onClose={closeLinked}
        />
      )}
    </>
  );
}
