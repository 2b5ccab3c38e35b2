import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INFINITE_SCROLL, TIMINGS } from '../../../../shared/limits';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useFaqList } from '../api/list-faq';
import { ContentLoading } from './content-status';
import styles from './faq-browser.module.css';
import { ListEnd } from './list-end';
import { SafeMarkdown } from './safe-markdown';
import { SearchBox } from './search-box';
import { useSearchInput } from './use-search-input';

/** Searchable questions and answers with infinite scroll (POST /faq/list). */
export function FaqBrowser() {
  const { t } = useTranslation('content');
  const [search, setSearch] = useState('');
  const input = useSearchInput(search, setSearch, TIMINGS.faqSearchDebounceMs);
  const faq = useFaqList(search);
  const items = faq.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      <SearchBox label={t('faq.search')} value={input.text} onChange={input.change} onSubmit={input.submit} />
      {faq.isPending ? (
        <ContentLoading />
      ) : faq.isError && items.length === 0 ? (
        <LoadFailed text={t('status.failed')} error={faq.error} onRetry={() => void faq.refetch()} />
      ) : (
        <>
          {items.length > 0 && (
            <ul className={styles.list} aria-label={t('faq.listLabel')}>
              {items.map((item, index) => (
                // Pages only ever append, so the position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own.
                <li key={index} className={styles.item}>
                  <details className={styles.details}>
                    <summary className={styles.question}>{item.question}</summary>
                    {/* Markdown, rendered as the About page renders its history. */}
                    <SafeMarkdown className={styles.answer} headingOffset={2}>
                      {item.answer}
                    </SafeMarkdown>
                  </details>
                </li>
              ))}
            </ul>
          )}
          {faq.isFetchNextPageError && (
            <LoadFailed
              text={t('status.failed')}
              error={faq.error}
              onRetry={() => void faq.fetchNextPage()}
            />
          )}
          {!faq.isFetchNextPageError && (
            <ListEnd
              count={items.length}
              hasNextPage={faq.hasNextPage}
              isFetchingNextPage={faq.isFetchingNextPage}
              fetchNextPage={() => void faq.fetchNextPage()}
              desktopMargin={INFINITE_SCROLL.faqDesktop}
              mobileMargin={INFINITE_SCROLL.faqMobile}
            />
          )}
        </>
      )}
    </>
  );
}
