import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../../../../shared/lang';
import { formatDate } from '../../../../shared/rules/date-format';
import {
  type ClaimListingRow,
  type ClaimListingsBody,
  INVITATION_STATES,
} from '../../../../shared/schemas/listing-claims';
import { Button } from '../../../components/ui/button';
import { checkboxClass, inputClass } from '../../../components/ui/form-field';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { toast } from '../../../components/ui/toast';
import { isOk, refusalText } from '../../../lib/api-answer';
import { formatCount } from '../../../lib/format-locale';
import { useLanguage } from '../../../lib/use-language';
import { useClaimListings, useInvite, useListingLang, useResend, useRevoke } from '../api/claims';
import styles from './admin.module.css';
import claimStyles from './claims.module.css';
import { ChoiceFilter, FilterBar, SearchFilter } from './filter-bar';
import { Pager } from './pager';

/** The unclaimed listings with their invitation's state: invite the chosen ones or all, resend, revoke. */
export function ClaimInvitations() {
  const { t } = useTranslation('admin', { keyPrefix: 'claimDesk' });
  const { lang } = useLanguage();
  const [filter, setFilter] = useState<ClaimListingsBody>({ search: '', state: 'all', page: 1 });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const listings = useClaimListings(filter);
  const invite = useInvite();
  const change = (part: Partial<ClaimListingsBody>) => setFilter((old) => ({ ...old, ...part, page: 1 }));
  const toggle = (reqId: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (!next.delete(reqId)) next.add(reqId);
      return next;
    });

  async function send(input: { all: true } | { req_ids: string[] }) {
    const answer = await invite.mutateAsync(input);
    if (isOk(answer)) {
      toast.success(answer.message);
      setChosen(new Set());
    } else toast.error(refusalText(answer, t('failed')));
  }

  return (
    <section className={claimStyles.stack} aria-labelledby="claim-invitations">
      <h3 id="claim-invitations">{t('invitations.title')}</h3>
      <p className={styles.muted}>{t('invitations.intro')}</p>
      <FilterBar>
        <SearchFilter
          label={t('invitations.search')}
          value={filter.search}
          onChange={(v) => change({ search: v })}
        />
        <ChoiceFilter
          label={t('invitations.state')}
          value={filter.state}
          onChange={(v) => change({ state: v as ClaimListingsBody['state'] })}
        >
          <option value="all">{t('invitations.stateAll')}</option>
          {INVITATION_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`state.${s}`)}
            </option>
          ))}
        </ChoiceFilter>
      </FilterBar>
      <div className={styles.row}>
        <Button
          disabled={invite.isPending || chosen.size === 0}
          onClick={() => void send({ req_ids: [...chosen] })}
        >
          {t('invitations.inviteChosen', { count: chosen.size, formatted: formatCount(chosen.size, lang) })}
        </Button>
        <Button variant="secondary" disabled={invite.isPending} onClick={() => void send({ all: true })}>
          {t('invitations.inviteAll')}
        </Button>
      </div>
      {listings.isPending && <p>{t('loading')}</p>}
      {listings.isError && (
        <LoadFailed text={t('failed')} error={listings.error} onRetry={() => void listings.refetch()} />
      )}
      {listings.data && (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('invitations.total', {
              count: listings.data.total,
              formatted: formatCount(listings.data.total, lang),
            })}
          </p>
          <ResponsiveTable
            label={t('invitations.title')}
            rows={listings.data.data}
            rowKey={(row) => row.reqId}
            columns={[
              {
                id: 'pick',
                header: t('invitations.pick'),
                cell: (row) => (
                  <input
                    type="checkbox"
                    className={checkboxClass}
                    aria-label={t('invitations.pickOne', { company: row.tradeName })}
                    checked={chosen.has(row.reqId)}
                    onChange={() => toggle(row.reqId)}
                  />
                ),
              },
              {
                id: 'name',
                header: t('invitations.company'),
                cell: (row) => <span className={claimStyles.wrap}>{row.tradeName}</span>,
              },
              {
                id: 'email',
                header: t('invitations.email'),
                cell: (row) => <span className={claimStyles.wrap}>{row.email}</span>,
              },
              { id: 'state', header: t('invitations.state'), cell: (row) => <StateText row={row} /> },
              { id: 'lang', header: t('invitations.lang'), cell: (row) => <LangChoice row={row} /> },
              {
                id: 'actions',
                header: t('invitations.actions'),
                whole: true,
                cell: (row) => <RowActions row={row} />,
              },
            ]}
          />
          <Pager
            page={filter.page}
            total={listings.data.total}
            pageSize={listings.data.pageSize}
            onPage={(page) => setFilter((old) => ({ ...old, page }))}
          />
        </>
      )}
    </section>
  );
}

function StateText({ row }: { row: ClaimListingRow }) {
  const { t } = useTranslation('admin', { keyPrefix: 'claimDesk' });
  const { lang } = useLanguage();
  const state = t(`state.${row.state}`);
  const dated =
    row.state === 'sent' && row.expiresAt
      ? t('invitations.sentUntil', { state, date: formatDate(row.expiresAt, lang) })
      : state;
  return (
    <span>
      {dated}
      {row.bounced && row.state !== 'failed' ? ` · ${t('invitations.bounced')}` : ''}
    </span>
  );
}

function LangChoice({ row }: { row: ClaimListingRow }) {
  const { t } = useTranslation('admin', { keyPrefix: 'claimDesk' });
  const setLang = useListingLang();
  return (
    <select
      className={inputClass}
      aria-label={t('invitations.langOf', { company: row.tradeName })}
      value={row.lang}
      disabled={setLang.isPending}
      onChange={async (event) => {
        const answer = await setLang.mutateAsync({ req_id: row.reqId, lang: event.target.value as Lang });
        if (isOk(answer)) toast.success(answer.message);
        else toast.error(refusalText(answer, t('failed')));
      }}
    >
      {LANGS.map((l) => (
        <option key={l} value={l}>
          {t(`langs.${l}`)}
        </option>
      ))}
    </select>
  );
}

function RowActions({ row }: { row: ClaimListingRow }) {
  const { t } = useTranslation('admin', { keyPrefix: 'claimDesk' });
  const resend = useResend();
  const revoke = useRevoke();
  const live = row.state === 'queued' || row.state === 'sent';
  async function run(write: typeof resend) {
    const answer = await write.mutateAsync({ req_id: row.reqId });
    if (isOk(answer)) toast.success(answer.message);
    else toast.error(refusalText(answer, t('failed')));
  }
  return (
    <span className={styles.row}>
      {row.state !== 'none' && !row.bounced && (
        <Button size="small" variant="secondary" disabled={resend.isPending} onClick={() => void run(resend)}>
          {t('invitations.resend')}
        </Button>
      )}
      {live && (
        <Button size="small" variant="secondary" disabled={revoke.isPending} onClick={() => void run(revoke)}>
          {t('invitations.revoke')}
        </Button>
      )}
    </span>
  );
}
