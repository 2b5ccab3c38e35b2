import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { imageSrcSet } from '../../../../shared/image-widths';
import { INFINITE_SCROLL, TIMINGS } from '../../../../shared/limits';
import type { MagazineItem } from '../../../../shared/schemas/catalogue-read';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useDayTexts } from '../../../lib/use-server-text';
import { useMagazineList } from '../api/list-magazines';
import { ContentLoading } from './content-status';
import { ListEnd } from './list-end';
import styles from './magazine-browser.module.css';
import { SearchBox } from './search-box';
import { useSearchInput } from './use-search-input';

function MagazineCard({ magazine }: { magazine: MagazineItem }) {
  const { t } = useTranslation('content');
  const [date] = useDayTexts([magazine.date]);
  return (
    <a
      className={styles.card}
      href={magazine.file}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('magazines.open', { name: magazine.name, date })}
    >
      <span className={styles.cover}>
        {magazine.cover ? (
          <img
            src={magazine.cover}
            // Covers are stored 600 px wide (demo data and the association's uploads).
            srcSet={imageSrcSet(magazine.cover, 600)}
            sizes="(max-width: 35rem) 50vw, 15rem"
            alt=""
            loading="lazy"
            decoding="async"
            width={300}
            height={424}
          />
        ) : (
          <span className={styles.noCover} aria-hidden="true">
            PDF
          </span>
        )}
      </span>
      {/* The space keeps name and date apart in the visible text the label must contain. */}
      <span className={styles.name}>{magazine.name}</span>{' '}
      <time className={styles.date} dateTime={magazine.date}>
        {date}
      </time>
    </a>
  );
}

/** The magazine covers with a search kept in ?search= and infinite scroll (POST /magazines/list). */
export function MagazineBrowser() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const apply = useCallback(
    (next: string) => {
      if (next === search) return;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('search', next);
          else updated.delete('search');
          return updated;
        },
        { replace: true },
      );
    },
    [search, setParams],
  );
  const input = useSearchInput(search, apply, TIMINGS.magazineSearchDebounceMs);
  const magazines = useMagazineList(search);
  const items = magazines.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <>
      <SearchBox
        label={t('magazines.search')}
        value={input.text}
        onChange={input.change}
        onSubmit={input.submit}
      />
      {magazines.isPending ? (
        <ContentLoading />
      ) : magazines.isError && items.length === 0 ? (
        <LoadFailed
          text={t('status.failed')}
          error={magazines.error}
          onRetry={() => void magazines.refetch()}
        />
      ) : (
        <>
          {items.length > 0 && (
            <ul className={styles.grid} aria-label={t('magazines.listLabel')}>
              {items.map((magazine) => (
                <li key={magazine.reqId}>
                  <MagazineCard magazine={magazine} />
                </li>
              ))}
            </ul>
          )}
          {magazines.isFetchNextPageError ? (
            <LoadFailed
              text={t('status.failed')}
              error={magazines.error}
              onRetry={() => void magazines.fetchNextPage()}
            />
          ) : (
            <ListEnd
              count={items.length}
              hasNextPage={magazines.hasNextPage}
              isFetchingNextPage={magazines.isFetchingNextPage}
              fetchNextPage={() => void magazines.fetchNextPage()}
              desktopMargin={INFINITE_SCROLL.magazinesDesktop}
              mobileMargin={INFINITE_SCROLL.magazinesMobile}
            />
          )}
        </>
      )}
    </>
  );
}
