import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_STATUSES } from '../../../../shared/schemas/rating-moderation';
import { LoadFailed } from '../../../components/ui/load-failed';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { type RatingFilter, useAdminRatings } from '../api/admin-ratings';
import styles from './admin-ratings.module.css';
import { ChoiceFilter, FilterBar, SearchFilter } from './filter-bar';
import { Pager } from './pager';
import { type DrawStars, RatingCard } from './rating-card';

/** Ratings to moderate: the open reports first (the default), the hidden ones, or all; by company. */
export function AdminRatings({ stars }: { stars: DrawStars }) {
  const { t } = useTranslation('admin-ratings');
  const { lang } = useLanguage();
  const [filter, setFilter] = useState<RatingFilter>({ status: 'reported', search: '', page: 1 });
  const ratings = useAdminRatings(filter);
  const change = (part: Partial<RatingFilter>) => setFilter((old) => ({ ...old, ...part, page: 1 }));

  return (
    <div>
      <FilterBar>
        <ChoiceFilter
          label={t('status')}
          value={filter.status}
          onChange={(v) => change({ status: v as RatingFilter['status'] })}
        >
          {RATING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </ChoiceFilter>
        <SearchFilter label={t('search')} value={filter.search} onChange={(v) => change({ search: v })} />
      </FilterBar>
      {ratings.isPending && <p>{t('loading')}</p>}
      {ratings.isError && (
        <LoadFailed text={t('loadFailed')} error={ratings.error} onRetry={() => void ratings.refetch()} />
      )}
      {ratings.data && (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('total', { count: ratings.data.total, formatted: formatCount(ratings.data.total, lang) })}
          </p>
          {ratings.data.total === 0 ? (
            <p>{t(`empty.${filter.status}`)}</p>
          ) : (
            <ul className={styles.list}>
              {ratings.data.data.map((rating) => (
                <RatingCard key={rating.reqId} rating={rating} stars={stars} />
              ))}
            </ul>
          )}
          <Pager
            page={filter.page}
            total={ratings.data.total}
            pageSize={ratings.data.pageSize}
            onPage={(page) => setFilter((old) => ({ ...old, page }))}
          />
        </>
      )}
    </div>
  );
}
