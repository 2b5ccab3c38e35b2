import { timingSafeEqual } from 'node:crypto';
import type { Lang } from '../../../shared/lang';
import { write } from '../../../shared/rules/date-format';
import { numberFormat } from '../../../shared/rules/intl-formats';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import type { Db } from '../../db/client';
import { catalogueMail, type MailMessage, renderMail } from '../../lib/mail-template';
import { personalDigest } from '../../lib/personal-digest';
import type { JobDefinition } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mail';
import {
  claimDigest,
  type DigestOwner,
  digestContext,
  digestOff,
  ownersToDigest,
} from './insights-digest-repository';
import { monthlySums } from './insights-read-repository';
import { figuresOf, monthStart } from './insights-service';

/*
 * Issue 35 item 3: once a month each owner whose digest is on gets last month's figures in their
 * language, with the change from the month before, the requests still waiting and one tip. At most
 * once per owner and month: the owner's row in insight_digests is claimed before the mail leaves.
 */

const BATCH = 100;
/** A server started later than this in the month does not send last month's digests any more. */
const CATCH_UP_DAYS = 7;

/** The signed part of an owner's "turn off" link: a keyed digest of the owner id (no expiry: off is harmless). */
function signature(ownerId: number): string {
  return personalDigest(`insights-digest-off:${ownerId}`).slice(0, 32);
}

export function digestOffToken(ownerId: number): string {
  return `${ownerId}.${signature(ownerId)}`;
}

/** Turns the owner's digest off by a token of their e-mail; false for a token that is not one. */
export async function turnDigestOff(db: Db, token: string): Promise<boolean> {
  const match = /^(\d{1,10})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return false;
  const ownerId = Number(match[1]);
  const expected = Buffer.from(signature(ownerId));
  const given = Buffer.from(match[2] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  await digestOff(db, ownerId);
  return true;
}

function change(current: number, previous: number, lang: Lang): string {
  if (previous === 0) return current === 0 ? '=' : '+';
  return numberFormat(lang, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(
    (current - previous) / previous,
  );
}

type Tip = 'answer' | 'products' | 'profile' | 'share';

/** One concrete tip: answer what waits, else add products, else complete the profile, else share the page. */
export function tipOf(
  context: { waiting: number; products: number; gaps: number },
  answeredAll: boolean,
): Tip {
  if (context.waiting > 0 || !answeredAll) return 'answer';
  if (context.products === 0) return 'products';
  if (context.gaps > 0) return 'profile';
  return 'share';
}

async function digestMail(
  db: Db,
  owner: DigestOwner,
  month: string,
  publicUrl: string,
): Promise<MailMessage> {
  const rows = await monthlySums(db, owner.company_id, monthStart(month, 1));
  const now = figuresOf(rows.filter((r) => r.period === month));
  const before = figuresOf(rows.filter((r) => r.period !== month && r.period < month));
  const context = await digestContext(db, owner.company_id);
  const lang = owner.lang;
  const n = (value: number) => numberFormat(lang).format(value);
  const tip = tipOf(context, now.quotesAnswered >= now.quotesReceived);
  const offUrl = `${publicUrl}/insights_digest_off/${digestOffToken(owner.owner_id)}`;
  const params = {
    company: owner.trade_name,
    month: write(month, lang, { month: 'long', year: 'numeric' }),
    views: n(now.views),
    viewsChange: change(now.views, before.views, lang),
    appearances: n(now.appearances),
    appearancesChange: change(now.appearances, before.appearances, lang),
    clicks: n(now.clicks),
    clicksChange: change(now.clicks, before.clicks, lang),
    received: n(now.quotesReceived),
    answered: n(now.quotesAnswered),
    won: n(now.quotesWon),
    ratings: n(now.ratings),
    count: context.waiting,
    waiting: n(context.waiting),
    offUrl,
  };
  const paragraphs = ['figures', 'quotes', 'waiting', `tip.${tip}`, 'off'];
  const mail = renderMail(catalogueMail(lang, 'insightsDigest', paragraphs, params, `${publicUrl}/profile`));
  return {
    to: owner.email,
    ...mail,
    headers: {
      'List-Unsubscribe': `<${publicUrl}/app/insights/digest_off/${digestOffToken(owner.owner_id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface DigestDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
}

/**
 * Sends last month's digest to every owner still without it, in batches; stops at a batch's end
 * when `signal` aborts (the next run goes on). A mail that fails after its claim is not sent again:
 * at most once. Answers how many were sent.
 */
export async function sendMonthlyDigests(
  deps: DigestDeps,
  now = new Date(),
  signal?: AbortSignal,
): Promise<number> {
  const today = saoPauloDay(now);
  const month = monthStart(today, 1);
  let sent = 0;
  for (;;) {
    if (signal?.aborted) return sent;
    const owners = await ownersToDigest(deps.db, month, BATCH);
    if (owners.length === 0) return sent;
    for (const owner of owners) {
      if (!(await claimDigest(deps.db, owner.owner_id, month))) continue;
      await deps.mailer.send(await digestMail(deps.db, owner, month, deps.publicUrl));
      sent += 1;
    }
  }
}

/**
 * On the 1st at 9:00 São Paulo time, and at a start in the first week of a month (a server that was
 * down on the 1st, or stopped halfway, finishes the month's digests). `at` (ISO), only ever sent
 * by tests, is the moment the job acts as of; the cron and the start send none.
 */
export const insightsDigestJob: JobDefinition<{ at?: string }> = {
  name: 'insights-digest',
  cron: '0 9 1 * *',
  atStart: true,
  heartbeatSeconds: 30,
  expireInSeconds: 60 * 60,
  run: (app, data, signal) => {
    const now = data.at ? new Date(data.at) : new Date();
    const day = Number(saoPauloDay(now).slice(8, 10));
    if (day > CATCH_UP_DAYS) return Promise.resolve(0);
    return sendMonthlyDigests(
      { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
      now,
      signal,
    );
  },
};
