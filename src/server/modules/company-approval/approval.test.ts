import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '../../../shared/rules/slug';
import { bypassCatalogueCache } from '../../db/catalogue-cache';
import { companies } from '../../db/schema/companies';
import { addCategories, register, update, validPayload } from '../../test/company-fixtures';
import { openSession, readOutbox, type TestApp } from '../../test/harness';
import { api, createCompanyUser, notificationsOf, postQuote } from '../../test/quote-fixtures';
import { createPageApp } from '../../test/seo-pages';
import { auditEntries, createStaff } from '../../test/staff';
import { createUser, type TestUser } from '../../test/users';

// Approval of new companies (issue 33 item 4, decision 0044): the association's setting, the queue,
// approve, refuse, resubmit; a waiting company is nowhere public; decisions happen once.
let t: TestApp & { cleanUp(): Promise<void> };
let admin: TestUser;
let categories: number[];

beforeAll(async () => {
  t = await createPageApp();
  admin = await createStaff(t, ['admin'], { name: 'Ana Admin' });
  categories = await addCategories(t, 2);
  bypassCatalogueCache(t.db.db);
}, 180_000);
afterAll(() => t.cleanUp());

const settings = (body: { approve_new_companies: boolean; member_mark: boolean }) =>
  api(t, 'POST', '/admin/settings/save', admin.headers, body);

/** An owner (in `lang`) who registers a company through the API; its e-mail confirmed, so only approval stands in the way. */
async function registered(tradeName: string, lang: 'en' | 'pt-BR' = 'pt-BR') {
  const owner = await createUser(t, { lang, name: `Dona ${tradeName}` });
  const payload = await validPayload(categories, { trade_name: tradeName });
  const res = await register(t, owner.headers, payload);
  expect(res.body.response).toBe(true);
  const [row] = await t.db.db
    .update(companies)
    .set({ emailValid: true })
    .where(eq(companies.tradeName, tradeName))
    .returning({ id: companies.id, reqId: companies.reqId });
  return { owner, payload, message: res.body.message, id: row.id, reqId: row.reqId, tradeName };
}

type Row = { reqId: string; [key: string]: unknown };
const queue = async () =>
  ((await api(t, 'POST', '/admin/approvals/queue', admin.headers, {})).body.data ?? []) as Row[];
const info = async (owner: TestUser) =>
  (await api(t, 'GET', '/company/info', owner.headers)).body.company as Record<string, unknown>;

/** Every public read of the catalogue, each answering whether it shows the company. */
async function publicReads(company: { id: number; reqId: string; tradeName: string }) {
  const visitor = await createUser(t);
  const cards = async (body: Record<string, unknown>) =>
    (
      (await api(t, 'POST', '/companies/list', visitor.headers, { page: 1, ...body })).body.data as Row[]
    ).some((c) => c.reqId === company.reqId);
  const suggested = (
    await api(t, 'POST', '/companies/suggest', visitor.headers, { search: company.tradeName })
  ).body.companies as Row[];
  const page = await api(t, 'POST', '/companies/info', visitor.headers, { req_id: company.reqId });
  const picker = await api(t, 'POST', '/quotes/company_get', visitor.headers, { req_id: company.reqId });
  const quote = await postQuote(t, visitor, { category: categories[0] as number, companies: [company.id] });
  const sitemap = await t.app.inject({ url: '/sitemap-companies-1.xml' });
  const ssr = await t.app.inject({ url: `/company/${company.reqId}/${slugify(company.tradeName)}` });
  return {
    list: await cards({}),
    category: await cards({ category: categories[0] }),
    search: await cards({ search: company.tradeName }),
    suggest: suggested.some((c) => c.reqId === company.reqId),
    page: page.body.response,
    picker: picker.body.response,
    quote: quote.body.response,
    sitemap: sitemap.body.includes(`/company/${company.reqId}/`),
    ssr: ssr.body.includes(company.tradeName),
  };
}
const everywhere = (shown: boolean) => ({
  list: shown,
  category: shown,
  search: shown,
  suggest: shown,
  page: shown,
  picker: shown,
  quote: shown,
  sitemap: shown,
  ssr: shown,
});

describe('while the association publishes at once (the default)', () => {
  it('keeps both settings off and a registered company public at once, with nothing about approval', async () => {
    const got = await api(t, 'GET', '/admin/settings', admin.headers);
    expect(got.body).toEqual({ response: true, data: { approveNewCompanies: false, memberMark: false } });
    const company = await registered('Caldeiraria Imediata');
    expect(company.message).toBe(
      `Empresa cadastrada! Enviamos um link de confirmação para ${company.payload.email.toLowerCase()}: confirme-o para receber pedidos de cotação.`,
    );
    expect(await info(company.owner)).not.toHaveProperty('approval');
    expect(await publicReads(company)).toEqual(everywhere(true));
    expect((await queue()).some((r) => r.reqId === company.reqId)).toBe(false);
  });
});

describe('when new companies wait for approval', () => {
  let waiting: Awaited<ReturnType<typeof registered>>;
  let publicBefore: Awaited<ReturnType<typeof registered>>;

  beforeAll(async () => {
    publicBefore = await registered('Fundição Antiga');
    const saved = await settings({ approve_new_companies: true, member_mark: false });
    expect(saved.body).toEqual({ response: true, message: 'Settings saved.' });
    waiting = await registered('Estamparia Aguardando');
  });

  it('records the change in the audit log and leaves companies already public alone', async () => {
    const [entry] = await auditEntries(t, admin, 'settings.update');
    expect(entry).toMatchObject({
      actor: 'Ana Admin',
      before: { approveNewCompanies: false, memberMark: false },
      after: { approveNewCompanies: true, memberMark: false },
    });
    expect((await publicReads(publicBefore)).page).toBe(true);
  });

  it('tells the owner it waits, and shows it to them as waiting', async () => {
    expect(waiting.message).toContain(
      'A associação analisa cada nova empresa antes que ela apareça no catálogo',
    );
    expect(await info(waiting.owner)).toMatchObject({
      tradeName: 'Estamparia Aguardando',
      approval: { status: 'pending', reason: null, requestedAt: expect.any(String) },
    });
  });

  it('is nowhere public while it waits: list, category, search, suggestions, page, picker, quotes, sitemap, server-rendered page', async () => {
    expect(await publicReads(waiting)).toEqual(everywhere(false));
  });

  it("is in the association's export as waiting for approval", async () => {
    const res = await api(t, 'POST', '/admin/companies/export', admin.headers, { format: 'csv' });
    const text = Buffer.from(res.body.content as string, 'base64').toString('utf8');
    expect(text.split('\r\n').find((l) => l.includes('Estamparia Aguardando'))).toContain(
      ',Waiting for approval,',
    );
  });

  it('is in the queue with its data, its CNPJ checked, its owner and "not a member"', async () => {
    const row = (await queue()).find((r) => r.reqId === waiting.reqId);
    expect(row).toMatchObject({
      tradeName: 'Estamparia Aguardando',
      name: 'Metalúrgica Exemplo Ltda.',
      cnpj: waiting.payload.cnpj,
      cnpjValid: true,
      emailValid: true,
      owner: { name: 'Dona Estamparia Aguardando', email: waiting.owner.email },
      membership: null,
      refusedBefore: null,
      categories: expect.arrayContaining([expect.stringContaining('Machining')]),
    });
  });

  it('a refusal needs a reason; it reaches the owner in their language and leaves the company hidden; corrected, it goes back to the queue', async () => {
    const short = await api(t, 'POST', '/admin/approvals/refuse', admin.headers, {
      req_id: waiting.reqId,
      reason: ' ',
    });
    expect(short.body).toMatchObject({ response: false });
    const reason = 'O CNPJ é de outra empresa 🏭 — envie o cartão CNPJ';
    const refused = await api(t, 'POST', '/admin/approvals/refuse', admin.headers, {
      req_id: waiting.reqId,
      reason,
    });
    expect(refused.body.message).toBe(
      'Estamparia Aguardando was refused; Dona Estamparia Aguardando was told the reason by e-mail.',
    );
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to === waiting.owner.email).at(-1);
    expect(mail?.subject).toBe('Estamparia Aguardando não foi aprovada no Catálogo Industrial');
    expect(mail?.text).toContain(`Motivo informado: ${reason}`);
    expect(await notificationsOf(t, waiting.owner.id)).toContainEqual(
      expect.objectContaining({ label: 'Empresa não aprovada', link: '/profile' }),
    );
    expect(await info(waiting.owner)).toMatchObject({ approval: { status: 'refused', reason } });
    expect((await publicReads(waiting)).page).toBe(false);
    expect((await queue()).some((r) => r.reqId === waiting.reqId)).toBe(false);
    const [entry] = await auditEntries(t, admin, 'company.refuse');
    expect(entry).toMatchObject({ after: { approval: 'refused', refusalReason: reason } });
    // Decided: a second decision is refused.
    expect(
      (await api(t, 'POST', '/admin/approvals/approve', admin.headers, { req_id: waiting.reqId })).body.error,
    ).toBe('APR001');

    const fixed = await update(t, waiting.owner.headers, {
      ...waiting.payload,
      name: 'Estamparia Correta Ltda.',
    });
    expect(fixed.body.response).toBe(true);
    const again = await api(t, 'POST', '/company/approval_resubmit', waiting.owner.headers);
    expect(again.body.message).toBe(
      'Estamparia Aguardando voltou para a associação: aparecerá no catálogo assim que for aprovada.',
    );
    expect((await api(t, 'POST', '/company/approval_resubmit', waiting.owner.headers)).body.error).toBe(
      'APR002',
    );
    expect(await info(waiting.owner)).toMatchObject({ approval: { status: 'pending' } });
    expect((await queue()).find((r) => r.reqId === waiting.reqId)).toMatchObject({
      name: 'Estamparia Correta Ltda.',
      refusedBefore: reason,
    });
  });

  it('approval (with a membership number) makes it public at once, tells the owner, and shows the member mark when the association turns it on', async () => {
    const approved = await api(t, 'POST', '/admin/approvals/approve', admin.headers, {
      req_id: waiting.reqId,
      membership_number: ' A-0042 ',
    });
    expect(approved.body.message).toBe(
      'Estamparia Aguardando was approved and is now in the catalogue; Dona Estamparia Aguardando was told by e-mail.',
    );
    expect(await publicReads(waiting)).toEqual(everywhere(true));
    expect(await info(waiting.owner)).not.toHaveProperty('approval');
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to === waiting.owner.email).at(-1);
    expect(mail?.subject).toBe('Estamparia Aguardando já está no Catálogo Industrial');
    expect(await notificationsOf(t, waiting.owner.id)).toContainEqual(
      expect.objectContaining({ label: 'Empresa aprovada' }),
    );
    const [entry] = await auditEntries(t, admin, 'company.approve');
    expect(entry).toMatchObject({
      target: `${waiting.reqId} Estamparia Aguardando`,
      after: { approval: 'approved', membershipNumber: 'A-0042' },
    });

    const visitor = await openSession(t.app);
    const page = async (reqId: string) =>
      (await api(t, 'POST', '/companies/info', visitor, { req_id: reqId })).body.data as Record<
        string,
        unknown
      >;
    expect(await page(waiting.reqId)).not.toHaveProperty('member');
    await settings({ approve_new_companies: true, member_mark: true });
    expect((await page(waiting.reqId)).member).toBe(true);
    const cards = (await api(t, 'POST', '/companies/list', visitor, { page: 1, search: 'Estamparia' })).body
      .data as Row[];
    expect(cards.find((c) => c.reqId === waiting.reqId)?.member).toBe(true);
    expect(await page(publicBefore.reqId)).not.toHaveProperty('member');
    await settings({ approve_new_companies: true, member_mark: false });
  });

  it('an English owner is told in English', async () => {
    const company = await registered('Usinagem English', 'en');
    expect(company.message).toContain(
      'The association reviews every new company before it appears in the catalogue',
    );
    await api(t, 'POST', '/admin/approvals/refuse', admin.headers, {
      req_id: company.reqId,
      reason: 'Missing CNPJ card.',
    });
    const refusal = (await readOutbox(t.outboxDir)).filter((m) => m.to === company.owner.email).at(-1);
    expect(refusal?.subject).toBe('Usinagem English was not approved for the Industrial Catalogue');
    expect(refusal?.text).toContain('Reason given: Missing CNPJ card.');
    expect(await notificationsOf(t, company.owner.id)).toContainEqual(
      expect.objectContaining({
        label: 'Company not approved',
        text: 'The association did not approve Usinagem English. Reason: Missing CNPJ card.. Correct it and send it again from your profile.',
      }),
    );
  });

  it('of a burst of parallel decisions exactly one happens: one e-mail, one notification, one audit entry', async () => {
    const company = await registered('Forjaria Rajada');
    const calls = Array.from({ length: 8 }, (_, k) =>
      k % 2 === 0
        ? api(t, 'POST', '/admin/approvals/approve', admin.headers, { req_id: company.reqId })
        : api(t, 'POST', '/admin/approvals/refuse', admin.headers, {
            req_id: company.reqId,
            reason: 'Rajada',
          }),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.body.response === true)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error === 'APR001')).toHaveLength(7);
    const mails = (await readOutbox(t.outboxDir)).filter((m) => m.to === company.owner.email);
    // One decision (the registration's confirmation link went to the company's address).
    expect(mails).toHaveLength(1);
    const notices = (await notificationsOf(t, company.owner.id)).filter((n) =>
      ['Empresa aprovada', 'Empresa não aprovada'].includes(n.label),
    );
    expect(notices).toHaveLength(1);
    const entries = [
      ...(await auditEntries(t, admin, 'company.approve')),
      ...(await auditEntries(t, admin, 'company.refuse')),
    ].filter((e) => e.target === `${company.reqId} Forjaria Rajada`);
    expect(entries).toHaveLength(1);
  });
});

describe('who may call', () => {
  it('refuses the queue, the decisions and the settings to visitors, customers, company owners and editors', async () => {
    const company = await registered('Trefilaria Protegida');
    const callers = {
      visitor: await openSession(t.app),
      customer: (await createUser(t)).headers,
      owner: (await createCompanyUser(t, { categoryIds: [] })).headers,
      editor: (await createStaff(t, ['editor'])).headers,
    };
    for (const [who, headers] of Object.entries(callers)) {
      for (const [method, url, body] of [
        ['GET', '/admin/settings', undefined],
        ['POST', '/admin/settings/save', { approve_new_companies: false, member_mark: true }],
        ['POST', '/admin/approvals/queue', {}],
        ['POST', '/admin/approvals/approve', { req_id: company.reqId }],
        ['POST', '/admin/approvals/refuse', { req_id: company.reqId, reason: 'Não autorizado' }],
      ] as const) {
        const res = await api(t, method, url, headers, body);
        expect(res.body.response, `${who} ${url}`).toBe(false);
      }
    }
    expect(await info(company.owner)).toMatchObject({ approval: { status: 'pending' } });
    expect((await api(t, 'GET', '/admin/settings', admin.headers)).body.data).toMatchObject({
      memberMark: false,
    });
  });

  it('lets only the owner resubmit their own refused company', async () => {
    const company = await registered('Galvanoplastia Recusada');
    await api(t, 'POST', '/admin/approvals/refuse', admin.headers, {
      req_id: company.reqId,
      reason: 'Dados incompletos',
    });
    const visitor = await openSession(t.app);
    expect((await api(t, 'POST', '/company/approval_resubmit', visitor)).body.response).toBe(false);
    expect(
      (await api(t, 'POST', '/company/approval_resubmit', (await createUser(t)).headers)).body.error,
    ).toBe('CMP003');
    const other = await createCompanyUser(t, { categoryIds: [] });
    expect((await api(t, 'POST', '/company/approval_resubmit', other.headers)).body.error).toBe('APR002');
    expect(await info(company.owner)).toMatchObject({ approval: { status: 'refused' } });
  });

  it('answers an unknown company and bad input in words', async () => {
    expect(
      (await api(t, 'POST', '/admin/approvals/approve', admin.headers, { req_id: 'nope' })).body.error,
    ).toBe('NFD001');
    const bad = await api(t, 'POST', '/admin/approvals/refuse', admin.headers, {
      req_id: 'nope',
      reason: 'x\u0000\uD800',
    });
    expect(bad.body.response).toBe(false);
    expect(Object.keys((bad.body as { fields?: object }).fields ?? {})).toContain('reason');
    const approvedElsewhere = await createCompanyUser(t, { categoryIds: [] });
    const [row] = await t.db.db
      .select({ reqId: companies.reqId })
      .from(companies)
      .where(eq(companies.ownerId, approvedElsewhere.id));
    expect(
      (await api(t, 'POST', '/admin/approvals/approve', admin.headers, { req_id: row?.reqId })).body.error,
    ).toBe('APR001');
  });
});
