import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/rules/date-format';
import type { ReminderKind } from '../../../../shared/schemas/listing-insights';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../lib/use-language';
import { type Listings, useRemind } from '../api/listings';
import styles from './insight.module.css';

type List = Listings['idle'] | Listings['incomplete'];
type Row = List['rows'][number] & { missing?: Listings['incomplete']['rows'][number]['missing'] };

/** One list of listings needing their owners (idle or incomplete), and the reminder to all of them. */
export function ListingList({ kind, list }: { kind: ReminderKind; list: List }) {
  const { t } = useTranslation('admin-insight');
  const { lang } = useLanguage();
  const remind = useRemind();
  const [asking, setAsking] = useState(false);
  const rows: Row[] = list.rows;
  const columns: TableColumn<Row>[] = [
    { id: 'company', header: t('listings.company'), cell: (row) => row.tradeName },
    { id: 'listedAt', header: t('listings.listedAt'), cell: (row) => formatDate(row.listedAt, lang) },
    {
      id: 'remindedAt',
      header: t('listings.remindedAt'),
      cell: (row) => (row.remindedAt ? formatDate(row.remindedAt, lang) : t('listings.never')),
    },
  ];
  if (kind === 'incomplete')
    columns.push({
      id: 'missing',
      header: t('listings.missing'),
      cell: (row) => (row.missing ?? []).map((gap) => t(`listings.gaps.${gap}`)).join(', '),
    });
  const send = () =>
    remind.mutate(
      { kind },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(error.message || t('listings.remindFailed')),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <section>
      <h2>{t(`listings.${kind}.title`)}</h2>
      <p className={styles.muted}>{t(`listings.${kind}.hint`)}</p>
      {list.total === 0 ? (
        <p>{t(`listings.${kind}.none`)}</p>
      ) : (
        <>
          <p>
            {t('listings.total', { count: list.total })}{' '}
            {list.total > rows.length && t('listings.shown', { count: rows.length })}
          </p>
          <Button variant="secondary" disabled={remind.isPending} onClick={() => setAsking(true)}>
            {t(`listings.${kind}.remind`)}
          </Button>
          <ResponsiveTable
            label={t(`listings.${kind}.title`)}
            rows={rows}
            rowKey={(row) => row.reqId}
            columns={columns}
          />
        </>
      )}
      {asking && (
        <ConfirmModal
          title={t(`listings.${kind}.confirmTitle`)}
          text={t(`listings.${kind}.confirm`, { count: list.total })}
          yes={t('listings.send')}
          no={t('listings.cancel')}
          busy={remind.isPending}
          onYes={send}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
