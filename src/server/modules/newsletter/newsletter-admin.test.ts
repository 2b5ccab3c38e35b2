import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../../shared/lang';
import { buildApp } from '../../app';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { newsletterDeliveries, newsletterIssues } from '../../db/schema/newsletter-issues';
import type { MailMessage } from '../../lib/mail-template';
import { call, createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { api } from '../../test/quote-fixtures';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';
import { startIssue } from './newsletter-admin-service';
import { newsletterSendJob, sendPendingIssues } from './newsletter-sender';

let t: TestApp;
let admin: TestUser;
const SUBSCRIBERS: [string, Lang][] = [
  ['ana@example.com', 'pt-BR'],
  ['bia@example.com', 'en'],
  ['caio@example.com', 'pt-BR'],
  ['davi@example.com', 'en'],
  ['eva@example.com', 'pt-BR'],
];
const ISSUE = {
  subject_pt: 'Novidades de dezembro',
  subject_en: 'December news',
  body_pt: '# Olá\n\nA feira **abre** dia 5.',
  body_en: '# Hello\n\nThe fair **opens** on the 5th.',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin', email: 'ana.admin@example.com' });
  await t.db.db.insert(newsletterSubscribers).values([
    // Ana confirmed at 02:30 UTC on 1 March: 23:30 on 28 February in São Paulo.
    ...SUBSCRIBERS.map(([email, lang]) => ({
      email,
      lang,
      confirmedAt: email === 'ana@example.com' ? new Date('2026-03-01T02:30:00Z') : new Date(),
    })),
    { email: 'pending@example.com', lang: 'en' as const, confirmedAt: null },
  ]);
});
afterAll(() => t.close());

const asAdmin = (url: string, payload: Record<string, unknown> = {}, lang = 'en') =>
  api(t, 'POST', url, { ...admin.headers, 'app-language': lang }, payload);
const outboxTo = async (email: string) => (await readOutbox(t.outboxDir)).filter((m) => m.to === email);

async function waitUntilSent(id: number) {
  for (let i = 0; i < 100; i += 1) {
    const list = (await asAdmin('/admin/newsletter/issues')).body as unknown as {
      data: { id: number; status: string; recipients: Record<string, number> }[];
    };
    const issue = list.data.find((row) => row.id === id);
    if (issue?.status === 'sent') return issue;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the issue was not sent in time');
}

function unsubscribeToken(mail: MailMessage): string {
  const match = /http:\/\/catalogo\.test\/newsletter_unsubscribe\/([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in ${mail.text}`);
  expect(mail.html).toContain(match[0]);
  return match[1];
}

describe('subscribers', () => {
  it('lists the confirmed ones only', async () => {
    const body = (await asAdmin('/admin/newsletter/subscribers')).body as unknown as {
      data: { email: string }[];
      total: number;
    };
    expect(body.total).toBe(SUBSCRIBERS.length);
    expect(body.data.map((r) => r.email).sort()).toEqual(SUBSCRIBERS.map(([e]) => e).sort());
    const found = await asAdmin('/admin/newsletter/subscribers', { search: 'caio' });
    expect((found.body as unknown as { total: number }).total).toBe(1);
  });

  it('exports them as CSV: a header, one line each, by address; ";" in pt-BR and "," in en', async () => {
    const en = (await asAdmin('/admin/newsletter/export')).body as unknown as {
      name: string;
      mime: string;
      content: string;
    };
    expect(en.name).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(en.mime).toBe('text/csv; charset=utf-8');
    const lines = en.content.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('email,language,confirmed_at');
    expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual(SUBSCRIBERS.map(([e]) => e).sort());
    expect(lines.at(-1)).toBe('');
    // São Paulo time, as a spreadsheet reads a date and time in either language.
    expect(lines[1]).toBe('ana@example.com,pt-BR,2026-02-28 23:30');
    const pt = (await asAdmin('/admin/newsletter/export', {}, 'pt-BR')).body as unknown as {
      content: string;
    };
    expect(pt.content.startsWith('\uFEFFemail;idioma;confirmado_em\r\n')).toBe(true);
    expect(pt.content).not.toContain('pending@example.com');
  });
  it('exports an address beginning with + or - unchanged, so a mail tool reads a valid address (issue 30 item 27)', async () => {
    const odd = ['-joe@example.com', '+news@example.com'];
    await t.db.db
      .insert(newsletterSubscribers)
      .values(odd.map((email) => ({ email, lang: 'en' as const, confirmedAt: new Date() })));
    try {
      const { content } = (await asAdmin('/admin/newsletter/export')).body as unknown as { content: string };
      const addresses = content.split('\r\n').map((line) => line.split(',')[0]);
      expect(addresses).toEqual(expect.arrayContaining(odd));
      expect(content).not.toContain("'");
    } finally {
      await t.db.db.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.email, odd));
    }
  });
});

describe('an issue', () => {
  it('goes as a test, both languages, to the admin only', async () => {
    const sent = await asAdmin('/admin/newsletter/test', ISSUE);
    expect(sent.body).toEqual({
      response: true,
      message: 'A test of both languages was sent to ana.admin@example.com.',
    });
    const mails = await outboxTo('ana.admin@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      '[Test] December news',
      '[Teste] Novidades de dezembro',
    ]);
    expect(await outboxTo('ana@example.com')).toEqual([]);
  });

  it('a test copy carries an inert unsubscribe link and says so (issue 30 item 27)', async () => {
    const mails = await outboxTo('ana.admin@example.com');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).not.toContain('newsletter_unsubscribe');
      expect(mail.html).not.toContain('newsletter_unsubscribe');
      expect(mail.headers ?? {}).not.toHaveProperty('List-Unsubscribe');
    }
    const en = mails.find((m) => m.subject.startsWith('[Test]'));
    expect(en?.text).toContain('This is a test copy: the unsubscribe link does nothing here');
    expect(en?.html).toContain('This is a test copy: the unsubscribe link does nothing here');
  });

  it('refuses an incomplete issue: both languages are needed', async () => {
    const res = await asAdmin('/admin/newsletter/send', { ...ISSUE, body_en: ' ' });
    expect(res.body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { body_en: expect.any(String) },
    });
  });

  it('goes to every confirmed subscriber once, in their language, with List-Unsubscribe headers, and audits', async () => {
    const res = await asAdmin('/admin/newsletter/send', ISSUE);
    expect(res.body).toMatchObject({
      response: true,
      message: 'The issue is being sent to 5 subscribers.',
      data: { recipients: 5 },
    });
    const issue = await waitUntilSent((res.body.data as { id: number }).id);
    expect(issue.recipients).toMatchObject({ total: 5, sent: 5, pending: 0, uncertain: 0 });
    for (const [email, lang] of SUBSCRIBERS) {
      const mails = await outboxTo(email);
      expect(mails, email).toHaveLength(1);
      const [mail] = mails;
      expect(mail.subject).toBe(lang === 'en' ? 'December news' : 'Novidades de dezembro');
      expect(mail.html).toContain(lang === 'en' ? '<strong>opens</strong>' : '<strong>abre</strong>');
      const token = unsubscribeToken(mail);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<http://catalogo.test/app/newsletter/unsubscribe/${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
    expect(await outboxTo('pending@example.com')).toEqual([]);
    const audit = await asAdmin('/admin/audit/list', { action: 'newsletter.send' });
    expect((audit.body as unknown as { total: number }).total).toBe(1);
  });

  it('carries a link that unsubscribes without logging in, and a one-click post that does too', async () => {
    const [ana] = await outboxTo('ana@example.com');
    const byPage = await call(t.app, {
      method: 'POST',
      url: '/app/newsletter/unsubscribe',
      headers: { 'content-type': 'application/json', 'app-language': 'pt-BR' },
      payload: { token: unsubscribeToken(ana) },
    });
    expect(byPage.body).toEqual({
      response: true,
      message: 'ana@example.com não receberá mais a nossa newsletter.',
    });
    const [bia] = await outboxTo('bia@example.com');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/app/newsletter/unsubscribe/${unsubscribeToken(bia)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toMatchObject({ response: true });
    const rows = await t.db.db
      .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
      .from(newsletterSubscribers);
    const off = rows.filter((r) => r.confirmedAt === null).map((r) => r.email);
    expect(off.sort()).toEqual(['ana@example.com', 'bia@example.com', 'pending@example.com']);
    // A second click answers the same; an unknown token is refused.
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/app/newsletter/unsubscribe',
          payload: { token: unsubscribeToken(ana) },
        })
      ).body,
    ).toMatchObject({ response: true });
    expect(
      (await call(t.app, { method: 'POST', url: '/app/newsletter/unsubscribe', payload: { token: 'nope' } }))
        .body,
    ).toMatchObject({ response: false, error: 'NWS003' });
    // Everything else still takes JSON only.
    const form = await t.app.inject({
      method: 'POST',
      url: '/app/newsletter/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=x@example.com',
    });
    expect(form.statusCode).toBe(415);
    // Re-subscribe for the next tests.
    await t.db.db
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'ana@example.com'));
    await t.db.db
      .update(newsletterSubscribers)
      .set({ confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'bia@example.com'));
  });
});

describe('the sender', () => {
  const actor = () => ({ id: admin.id, name: 'Ana Admin' });
  /** One run of the sender job's work, collecting its mails; `stopAfter` stops it as a server stop would. */
  async function sendCollecting(mails: MailMessage[], opts: { stopAfter?: number; batchSize?: number } = {}) {
    const stop = new AbortController();
    await sendPendingIssues(
      {
        db: t.db.db,
        publicUrl: 'http://catalogo.test',
        log: { info() {}, warn() {}, error() {} },
        batchSize: opts.batchSize ?? 2,
        pauseMs: 0,
        mailer: {
          async send(message) {
            mails.push(message);
            if (mails.length === opts.stopAfter) stop.abort();
          },
        },
      },
      stop.signal,
    );
  }
  const recipientsOf = (mails: MailMessage[]) => mails.map((m) => m.to).sort();
  const everyone = SUBSCRIBERS.map(([e]) => e).sort();

  it('resumes after being stopped halfway: each subscriber gets exactly one e-mail', async () => {
    const { data } = await startIssue(t.db.db, actor(), { ...ISSUE, subject_en: 'Resumed' }, 'en');
    const before: MailMessage[] = [];
    await sendCollecting(before, { stopAfter: 3 });
    expect(before).toHaveLength(3);
    const states = await t.db.db
      .select({ status: newsletterDeliveries.status })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, data.id));
    expect(states.filter((s) => s.status === 'sent')).toHaveLength(3);
    expect(states.filter((s) => s.status === 'pending')).toHaveLength(2);

    const after: MailMessage[] = [];
    await sendCollecting(after);
    expect(after).toHaveLength(2);
    expect(recipientsOf([...before, ...after])).toEqual(everyone);
  });

  it('never resends a delivery that was in flight when a process died', async () => {
    const { data } = await startIssue(t.db.db, actor(), { ...ISSUE, subject_en: 'Crashed' }, 'en');
    const [inFlight] = await t.db.db
      .update(newsletterDeliveries)
      .set({ status: 'sending' })
      .where(and(eq(newsletterDeliveries.issueId, data.id)))
      .returning({ subscriberId: newsletterDeliveries.subscriberId })
      .then((rows) => rows.slice(0, 1));
    await t.db.db
      .update(newsletterDeliveries)
      .set({ status: 'pending' })
      .where(and(eq(newsletterDeliveries.issueId, data.id), eq(newsletterDeliveries.status, 'sending')));
    await t.db.db
      .update(newsletterDeliveries)
      .set({ status: 'sending' })
      .where(
        and(
          eq(newsletterDeliveries.issueId, data.id),
          eq(newsletterDeliveries.subscriberId, inFlight.subscriberId),
        ),
      );
    const mails: MailMessage[] = [];
    await sendCollecting(mails);
    expect(mails).toHaveLength(4);
    const [row] = await t.db.db
      .select({ status: newsletterDeliveries.status })
      .from(newsletterDeliveries)
      .where(
        and(
          eq(newsletterDeliveries.issueId, data.id),
          eq(newsletterDeliveries.subscriberId, inFlight.subscriberId),
        ),
      );
    expect(row.status).toBe('uncertain');
  });

  it('a burst of sends, from this process and another on the same database, sends each copy once', async () => {
    const second = await buildApp({ config: t.config, db: t.db, logger: false });
    await second.ready();
    try {
      const { data } = await startIssue(
        t.db.db,
        actor(),
        { ...ISSUE, subject_pt: 'Dois processos', subject_en: 'Two processes' },
        'en',
      );
      await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? second : t.app).jobs.send(newsletterSendJob.name)),
      );
      await Promise.all([t.app.jobs.idle(), second.jobs.idle()]);
      const states = await t.db.db
        .select({ status: newsletterDeliveries.status })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, data.id));
      expect(states.map((s) => s.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
      for (const email of everyone) {
        const copies = (await outboxTo(email)).filter((m) =>
          /^(Two processes|Dois processos)$/.test(m.subject),
        );
        expect(copies, email).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});

describe('a draft sent twice (double click, retried request)', () => {
  const TWICE = { ...ISSUE, subject_en: 'Sent twice' };
  const issuesNamed = async (subjectEn: string) =>
    t.db.db
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.subjectEn, subjectEn));

  it('starts one issue: the second send of the same draft key is refused with NWS004, even at the same moment', async () => {
    const draft_key = randomUUID();
    const answers = await Promise.all([
      asAdmin('/admin/newsletter/send', { ...TWICE, draft_key }),
      asAdmin('/admin/newsletter/send', { ...TWICE, draft_key }),
    ]);
    const bodies = answers.map((a) => a.body).sort((a, b) => Number(b.response) - Number(a.response));
    expect(bodies[0]).toMatchObject({ response: true, data: { recipients: 5 } });
    expect(bodies[1]).toMatchObject({
      response: false,
      error: 'NWS004',
      message: 'This issue was already sent: it is not sent a second time.',
    });
    const later = await asAdmin('/admin/newsletter/send', { ...TWICE, draft_key }, 'pt-BR');
    expect(later.body).toMatchObject({ response: false, error: 'NWS004' });
    const [issue, ...others] = await issuesNamed('Sent twice');
    expect(others).toEqual([]);
    await waitUntilSent(issue.id);
    expect(await outboxTo('bia@example.com')).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: 'Sent twice' })]),
    );
    expect((await outboxTo('bia@example.com')).filter((m) => m.subject === 'Sent twice')).toHaveLength(1);
    const audit = await asAdmin('/admin/audit/list', { action: 'newsletter.send' });
    const rows = (audit.body as unknown as { data: { target: string }[] }).data;
    expect(rows.filter((row) => row.target.includes('Sent twice'))).toHaveLength(1);
  });

  it('sends a new draft (another key), and refuses a key that is no UUID', async () => {
    const other = await asAdmin('/admin/newsletter/send', {
      ...TWICE,
      subject_en: 'Next draft',
      draft_key: randomUUID(),
    });
    expect(other.body).toMatchObject({ response: true });
    expect(await issuesNamed('Next draft')).toHaveLength(1);
    const bad = await asAdmin('/admin/newsletter/send', { ...TWICE, draft_key: 'twice' });
    expect(bad.body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { draft_key: expect.any(String) },
    });
  });
});
