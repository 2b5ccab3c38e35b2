import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { MailMessage } from '../../lib/mail-template';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { api, createCategory, createCompanyUser, type TestCompanyUser } from '../../test/quote-fixtures';
import { digestOffToken, insightsDigestJob, sendMonthlyDigests } from './insights-digest';

/* Issue 35 items 3 and 6: one digest per owner and month, across restarts and parallel runs; off in one click. */

let t: TestApp;
let owner: TestCompanyUser;
let english: TestCompanyUser;
const DEC_1 = new Date('2026-12-01T12:00:00Z');
const JAN_1 = new Date('2027-01-01T12:00:00Z');

/** A fresh sender each time, as after a restart: nothing but the database carries over. */
function sender(into: MailMessage[]) {
  return {
    db: t.db.db,
    mailer: { send: async (m: MailMessage) => void into.push(m) },
    publicUrl: 'http://catalogo.test',
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t, 'Digest');
  owner = await createCompanyUser(t, { categoryIds: [category], lang: 'pt-BR', tradeName: 'Fundição Alfa' });
  english = await createCompanyUser(t, { categoryIds: [category], lang: 'en', tradeName: 'Beta Works' });
  await t.db.db.execute(sql`insert into company_daily_counts (company_id, day, views, appearances, website_clicks)
    values (${english.company.id}, '2026-11-10', 40, 100, 3), (${english.company.id}, '2026-10-10', 20, 100, 0)`);
});
afterAll(async () => {
  await t.close();
});

describe('monthly digest', () => {
  it('sends each owner one digest in their language, however often and however many run it', async () => {
    const mails: MailMessage[] = [];
    // Two processes at once, then a restart.
    await Promise.all([sendMonthlyDigests(sender(mails), DEC_1), sendMonthlyDigests(sender(mails), DEC_1)]);
    await sendMonthlyDigests(sender(mails), DEC_1);
    const toEnglish = mails.filter((m) => m.to === english.email);
    const toOwner = mails.filter((m) => m.to === owner.email);
    expect(toEnglish).toHaveLength(1);
    expect(toOwner).toHaveLength(1);
    expect(toEnglish[0]?.subject).toBe('Beta Works: your November 2026 in the catalogue');
    expect(toEnglish[0]?.text).toContain('Page views: 40 (+100% on the month before)');
    expect(toEnglish[0]?.text).toContain('No quote request is waiting for your answer.');
    expect(toEnglish[0]?.text).toContain('Tip:');
    expect(toEnglish[0]?.headers?.['List-Unsubscribe']).toContain('/app/insights/digest_off/');
    expect(toOwner[0]?.subject).toBe('Fundição Alfa: o seu novembro de 2026 no catálogo');
    const claims = await t.db.db.execute<{ n: number }>(sql`select count(*)::int as n from insight_digests
      where owner_id in (${owner.id}, ${english.id}) and month = '2026-11-01'`);
    expect(claims.rows[0]?.n).toBe(2);
  });

  it('a mail that failed after its claim is not sent again', async () => {
    const failing = { ...sender([]), mailer: { send: async () => Promise.reject(new Error('SMTP down')) } };
    await expect(sendMonthlyDigests(failing, JAN_1)).rejects.toThrow('SMTP down');
    const mails: MailMessage[] = [];
    await sendMonthlyDigests(sender(mails), JAN_1);
    expect(mails.filter((m) => m.to === owner.email || m.to === english.email)).toHaveLength(1);
  });

  it('turns off from the e-mail’s signed link, and back on from the profile', async () => {
    const bad = await api(t, 'POST', '/insights/digest_off', undefined, {
      token: `${owner.id}.${'0'.repeat(32)}`,
    });
    expect(bad.body).toMatchObject({ response: false, error: 'INS001' });
    const forged = await api(
      t,
      'POST',
      `/insights/digest_off/${english.id}.${digestOffToken(owner.id).split('.')[1]}`,
      undefined,
    );
    expect(forged.body).toMatchObject({ response: false, error: 'INS001' });
    const res = await api(t, 'POST', `/insights/digest_off/${digestOffToken(owner.id)}`, undefined);
    expect(res.body.response).toBe(true);
    const again = await api(t, 'POST', '/insights/digest_off', undefined, {
      token: digestOffToken(owner.id),
    });
    expect(again.body.response).toBe(true);
    const mails: MailMessage[] = [];
    await sendMonthlyDigests(sender(mails), new Date('2027-02-01T12:00:00Z'));
    expect(mails.filter((m) => m.to === owner.email)).toHaveLength(0);
    expect(mails.filter((m) => m.to === english.email)).toHaveLength(1);

    const on = await api(t, 'POST', '/company/insights_digest', owner.headers, { on: true });
    expect(on.body.response).toBe(true);
    const read = await api(t, 'POST', '/company/insights', owner.headers);
    expect((read.body.data as { digest: boolean }).digest).toBe(true);
  });
});

describe('the digest through the job runner', () => {
  it('sends each owner one digest a month, across a restart of the app on the same database', async () => {
    const MAR_2 = '2027-03-02T12:00:00.000Z';
    const digestsTo = async (email: string) =>
      (await readOutbox(t.outboxDir)).filter(
        (m) => m.to === email && /February 2027|fevereiro de 2027/.test(m.subject),
      );
    const first = await buildApp({ config: t.config, db: t.db, logger: false });
    await first.ready();
    await first.jobs.send(insightsDigestJob.name, { at: MAR_2 });
    await first.jobs.idle();
    await first.close();
    expect(await digestsTo(english.email)).toHaveLength(1);
    // Restarted: a new app on the same database, which queues the job at its start, run again.
    const second = await buildApp({ config: t.config, db: t.db, logger: false });
    await second.ready();
    try {
      await second.jobs.send(insightsDigestJob.name, { at: MAR_2 });
      await second.jobs.idle();
    } finally {
      await second.close();
    }
    expect(await digestsTo(english.email)).toHaveLength(1);
    const [mail] = await digestsTo(owner.email);
    expect(mail?.subject).toBe('Fundição Alfa: o seu fevereiro de 2027 no catálogo');
    expect(await digestsTo(owner.email)).toHaveLength(1);
  });

  it('turns off by RFC 8058’s one-click form post, and sends a browser’s GET to the page that asks', async () => {
    const token = digestOffToken(english.id);
    const opened = await t.app.inject({ method: 'GET', url: `/app/insights/digest_off/${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/insights_digest_off/${token}`);
    let read = await api(t, 'POST', '/company/insights', english.headers);
    expect((read.body.data as { digest: boolean }).digest).toBe(true);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/app/insights/digest_off/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.json()).toMatchObject({ response: true });
    read = await api(t, 'POST', '/company/insights', english.headers);
    expect((read.body.data as { digest: boolean }).digest).toBe(false);
  });
});
