import type { Lang } from '../../../shared/lang';
import { translate } from '../../../shared/messages/translate';
import { saoPauloDay } from '../../../shared/rules/sao-paulo-day';
import { dateToSaoPauloLocal } from '../../../shared/rules/sao-paulo-time';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin';
import type {
  AdminSubscribersBody,
  NewsletterIssueBody,
  NewsletterIssueRow,
  NewsletterSendBody,
} from '../../../shared/schemas/admin-people';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toCsv } from '../../lib/csv';
import type { Mailer } from '../../plugins/mail';
import { recordAudit } from '../admin/audit-service';
import type { Actor } from '../admin/staff-service';
import { emailOf } from '../admin/staff-service';
import { allSubscribers, insertIssue, listIssues, listSubscribers } from './newsletter-issues-repository';
import { issueMail } from './newsletter-mail';

export async function adminSubscribers(db: Db, filter: AdminSubscribersBody) {
  const { rows, total } = await listSubscribers(db, filter);
  return {
    data: rows.map((r) => ({ ...r, confirmedAt: (r.confirmedAt as Date).toISOString() })),
    total,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

const CSV_HEADER: Record<Lang, string[]> = {
  en: ['email', 'language', 'confirmed_at'],
  'pt-BR': ['email', 'idioma', 'confirmado_em'],
};

/**
 * The confirmed subscribers as a CSV file. Spreadsheets set to Portuguese split on ';' (the comma
 * is their decimal mark), so the pt-BR export uses it; the English one uses ','.
 */
export async function subscribersCsv(db: Db, lang: Lang, now = new Date()) {
  const rows = await allSubscribers(db);
  // São Paulo wall-clock time and day: what the association's staff read in a spreadsheet.
  const lines = rows.map((r) => [
    r.email,
    r.lang,
    dateToSaoPauloLocal(r.confirmedAt as Date).replace('T', ' '),
  ]);
  return {
    name: `newsletter-subscribers-${saoPauloDay(now)}.csv`,
    mime: 'text/csv; charset=utf-8',
    content: toCsv([CSV_HEADER[lang], ...lines], lang === 'en' ? ',' : ';'),
  };
}

const textsOf = (body: NewsletterIssueBody) => ({
  subjectPt: body.subject_pt,
  subjectEn: body.subject_en,
  bodyPt: body.body_pt,
  bodyEn: body.body_en,
});

/** Both languages of a draft to the staff member's own address; its unsubscribe link is inert and says so. */
export async function sendTestIssue(
  deps: { db: Db; mailer: Pick<Mailer, 'send'>; publicUrl: string },
  actor: Actor,
  body: NewsletterIssueBody,
  lang: Lang,
): Promise<string> {
  const email = await emailOf(deps.db, actor.id);
  for (const copy of ['pt-BR', 'en'] as const) {
    await deps.mailer.send(issueMail(textsOf(body), { email, lang: copy }, null));
  }
  return translate(lang, 'people.testSent', { email });
}

/**
 * Stores the issue with one pending delivery per confirmed subscriber and its audit entry in one
 * transaction; the sender (newsletter-sender.ts) does the rest, here or in another process. A draft
 * sent twice (double click, retried request: same draft_key) is refused with NWS004 and starts nothing.
 */
export async function startIssue(db: Db, actor: Actor, body: NewsletterSendBody, lang: Lang) {
  const issue = await db.transaction(async (tx) => {
    const created = await insertIssue(tx, body, actor);
    if (!created) throw new AppError('NWS004');
    await recordAudit(tx, {
      actorId: actor.id,
      actorName: actor.name,
      action: 'newsletter.send',
      targetType: 'newsletter',
      target: `${created.id} ${body.subject_pt} / ${body.subject_en}`,
      after: { ...textsOf(body), recipients: created.recipients },
    });
    return created;
  });
  return { message: translate(lang, 'people.sending', { count: issue.recipients }), data: issue };
}

export async function newsletterIssues(db: Db, page: number) {
  const { issues, tallies, total } = await listIssues(db, page);
  const zero = { total: 0, sent: 0, pending: 0, skipped: 0, uncertain: 0, failed: 0 };
  const data: NewsletterIssueRow[] = issues.map((issue) => {
    const { issueId: _, ...recipients } = tallies.find((t) => t.issueId === issue.id) ?? {
      issueId: 0,
      ...zero,
    };
    return {
      ...issue,
      createdAt: issue.createdAt.toISOString(),
      finishedAt: issue.finishedAt ? issue.finishedAt.toISOString() : null,
      recipients,
    };
  });
  return { data, total, pageSize: ADMIN_PAGE_SIZE };
}
