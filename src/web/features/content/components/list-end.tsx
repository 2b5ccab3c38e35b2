import { useTranslation } from 'react-i18next';
import { translate } from '../../../../shared/messages/translate';
import { Button } from '../../../components/ui/button';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';
import { useLanguage } from '../../../lib/use-language';
import styles from './list-end.module.css';

interface ListEndProps {
  /** Rows shown so far. */
  count: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  desktopMargin: number;
  mobileMargin: number;
}

/**
 * What follows an infinite list: the scroll sentinel and a 'load more' button while pages remain
 * (keyboard and switch users cannot rely on scrolling), 'no more records' at the end, and
 * 'No records found!' when the list is empty.
 */
export function ListEnd({
  count,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  desktopMargin,
  mobileMargin,
}: ListEndProps) {
  const { t } = useTranslation('content');
  const { lang } = useLanguage();
  const sentinel = useInfiniteScroll({
    enabled: hasNextPage && !isFetchingNextPage,
    onLoadMore: fetchNextPage,
    margin: { desktop: desktopMargin, mobile: mobileMargin },
  });

  if (count === 0) return <p className={styles.empty}>{translate(lang, 'empty.records')}</p>;
  if (!hasNextPage) return <p className={styles.end}>{translate(lang, 'empty.noMore')}</p>;
  return (
    <div className={styles.more}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <Button variant="secondary" onClick={fetchNextPage} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
      </Button>
    </div>
  );
}
