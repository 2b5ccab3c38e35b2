import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '../../../shared/rules/cpf';
import { formatPhone } from '../../../shared/rules/phone';
import { type PrivacyExport, privacyExport } from '../../../shared/schemas/privacy';
import { notifications } from '../../db/schema/notifications';
import { api } from '../../test/accounts';
import { rowsOf } from '../../test/databases';
import { createTestApp, openSession, type TestApp } from '../../test/harness';
import {
  NOT_PERSONAL_TABLES,
  type PrivacyScene,
  privacyScene,
  TERMS_TEXTS,
} from '../../test/privacy-fixtures';
import { textVersion } from './consent-service';

let t: TestApp;
let s: PrivacyScene;
let data: PrivacyExport;

const exportAs = (headers: Record<string, string>) =>
  api(t.app, { method: 'GET', url: '/app/privacy/export', headers });

beforeAll(async () => {
  t = await createTestApp();
  s = await privacyScene(t, 'pt-BR');
  const body = await exportAs(s.person.headers);
  if (!body.response) throw new Error(JSON.stringify(body));
  data = body.data as PrivacyExport;
});
afterAll(async () => {
  await t.close();
});

/**
 * Where each table's rows about a person appear in the export; `false` for tables whose rows are
 * secrets or counters the person cannot use (hashed link tokens, hashed rate-limit keys). A table
 * added later without a line here fails the test below until someone decides.
 */
const COVERAGE: Record<string, keyof PrivacyExport | false> = {
  customers: 'customer',
  consents: 'consents',
  companies: 'company',
  company_categories: 'company',
  // The list's search copy of the company's public fields (name, search text, rate, city): the
  // same data as the company part; deleted with the company.
  company_list_keys: 'company',
  // The same, once per category of the company (a category's list reads it); deleted with it too.
  company_category_keys: 'company',
  // The same name and search text, once per word of it (a one-word search reads it); deleted with it too.
  company_list_words: 'company',
  company_portfolio: 'company',
  // The search document of the company's public texts (issue 32): the company part again; deleted with it.
  company_search: 'company',
  // Words of the companies' public texts for typo correction, tied to no company or person.
  search_words: false,
  // Product names for suggestions, each once (decision 0052), as search_words: tied to no company or person.
  product_names: false,
  // Its products and services, both languages, with their categories (issue 32).
  company_products: 'products',
  company_product_categories: 'products',
  // Its processes and materials and the terms it suggested (issue 32, decision 0038).
  company_terms: 'vocabulary',
  term_suggestions: 'vocabulary',
  // The association's vocabulary itself: no person's data (a company's choice is company_terms).
  vocabulary_terms: false,
  // Its certifications (issue 32).
  company_certifications: 'certifications',
  stored_files: 'company',
  // Smaller sizes of public pictures by their content's hash (decision 0053), deleted with the last
  // stored file of that content: the pictures are in the company part.
  image_variants: false,
  quotes: 'quotes',
  quote_targets: 'quotes',
  quote_exclusions: 'quotes',
  quote_attachments: 'quotes',
  quote_questions: 'quotes',
  quote_proposals: 'quotes',
  quote_recipients: 'receivedQuotes',
  // A company's own decline is part of each received quote's view (issue 18).
  quote_declines: 'receivedQuotes',
  ratings: 'ratingsGiven',
  notifications: 'notifications',
  newsletter_subscribers: 'newsletter',
  newsletter_tokens: false,
  // Which issues went to an address (never the hash of its unsubscribe token).
  newsletter_deliveries: 'newsletter',
  app_sessions: 'sessions',
  persistent_logins: 'persistentLogins',
  email_confirm_tokens: 'emailConfirmations',
  recovery_codes: 'recoveryCodes',
  rate_limits: false,
  staff_roles: 'staff',
  staff_audit: 'staff',
  // Who ran a member import is in staff_audit (the staff part); its rows are the association's file.
  member_imports: false,
  // What an import changed in an unclaimed listing (a company's public data), for its undo.
  member_import_updates: false,
  // A request's items and a proposal's line prices (issue 34), in each quote's view.
  quote_items: 'quotes',
  quote_proposal_lines: 'quotes',
  // Which item of a split award went to which supplier (issue 34 item 4), in each quote's view.
  quote_item_awards: 'quotes',
  // Hashed tokens of read-only links to a comparison (issue 34 item 5): secrets, nothing to read.
  quote_share_links: false,
  // Revision rounds (issue 34 item 6) and the messages after an award (item 8), in each quote's view.
  quote_rounds: 'quotes',
  quote_messages: 'quotes',
  // Searches by their normalised words and counts, and day-scoped keyed marks that no session can
  // be found from (decision 0029): nothing about a person.
  search_log: false,
  search_log_opens: false,
  search_log_marks: false,
  // A company's counted views and clicks per day or month, no visitor in them (decision 0030).
  company_daily_counts: false,
  company_monthly_counts: false,
  company_period_counts: false,
  // Which month's digest an owner was sent: the once-a-month claim (decision 0030).
  insight_digests: false,
  // When the association last reminded a company's owner, and why (issue 35 item 4): a company's.
  listing_reminders: false,
  // Claim invitations go to a listing's own address from the association (issue 33): a company's.
  listing_invitations: false,
  // A claimant's work e-mail, message and the answer (issue 33 item 3); never the link's hash.
  listing_claims: 'listingClaims',
  // Which quote requests were e-mailed to an unclaimed listing (issue 33 item 2): a company's.
  quote_listing_mails: false,
  // Outside suppliers a buyer invited (issue 34 item 7, decision 0045): what the buyer typed.
  quote_outside_invites: 'outsideInvites',
  // Hashed tokens of further links to an invitation (decision 0047): secrets, nothing to read.
  quote_outside_links: false,
};

describe('GET /privacy/export', () => {
  it('has a line for every table of the database, and each of its parts is filled', async () => {
    const tables = rowsOf<{ name: string }>(
      await t.db.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    ).map((r) => r.name);
    const unconsidered = tables.filter(
      (name) => !(name in COVERAGE) && !(NOT_PERSONAL_TABLES as readonly string[]).includes(name),
    );
    expect(unconsidered).toEqual([]);
    for (const part of new Set(Object.values(COVERAGE))) {
      if (part === false) continue;
      const value = data[part];
      if (part === 'staff') {
        expect(data.staff.roles.length * data.staff.actions.length, part).toBeTruthy();
        continue;
      }
      expect(Array.isArray(value) ? value.length : value, part).toBeTruthy();
    }
    expect(privacyExport.safeParse(data).success).toBe(true);
  });

  it('holds the back-office roles and the staff actions the person took', () => {
    expect(data.staff.roles).toEqual([{ role: 'admin', grantedAt: expect.any(String) }]);
    expect(data.staff.actions).toEqual([
      {
        action: 'company.verify',
        targetType: 'company',
        target: expect.any(String),
        date: expect.any(String),
      },
    ]);
  });

  it('holds the customer record and the consents with the versions accepted', () => {
    expect(data.customer).toMatchObject({
      name: 'Pessoa Privada',
      doc: formatCpf(s.person.doc),
      email: s.person.email.toLowerCase(),
      cellphone: formatPhone(s.person.cellphone),
      city: { id: 9896, state: 26 },
      lang: 'pt-BR',
    });
    const version = (key: keyof typeof TERMS_TEXTS) => textVersion(TERMS_TEXTS[key]);
    expect(data.consents).toEqual([
      expect.objectContaining({
        document: 'terms-of-use',
        version: version('terms.termOfUse'),
        source: 'registration',
        lang: 'pt-BR',
      }),
      expect.objectContaining({
        document: 'privacy-policy',
        version: version('terms.privacyPolicy'),
        source: 'registration',
        lang: 'pt-BR',
      }),
    ]);
    expect(version('terms.termOfUse')).toMatch(/^[0-9a-f]{16}$/);
    const accepted = Date.parse(data.consents[0].acceptedAt);
    expect(Math.abs(accepted - Date.parse(data.customer.createdAt))).toBeLessThan(60_000);
  });

  it('holds whether the association blocked the account, and why', async () => {
    expect(data.customer).toMatchObject({ blockedAt: null, blockedReason: null });
    // Set in the table: blocking through the back office would end the login that asks.
    const id = s.person.id;
    await t.db.db.execute(
      sql`update customers set blocked_at = '2026-02-03T04:05:06Z', blocked_reason = 'Fraude' where id = ${id}`,
    );
    try {
      const body = await exportAs(s.person.headers);
      expect((body.data as PrivacyExport).customer).toMatchObject({
        blockedAt: '2026-02-03T04:05:06.000Z',
        blockedReason: 'Fraude',
      });
    } finally {
      await t.db.db.execute(
        sql`update customers set blocked_at = null, blocked_reason = null where id = ${id}`,
      );
    }
  });

  it('holds the company with absolute links to its images', () => {
    const files = `${t.config.publicUrl}/files/`;
    expect(data.company).toMatchObject({
      reqId: s.person.company.reqId,
      tradeName: 'Oficina da Pessoa',
      email: s.person.email,
      logo: `${files}${s.person.company.logoReqId}`,
      cover: `${files}${s.person.company.coverReqId}`,
      portfolio: [expect.objectContaining({ url: `${files}${s.person.company.portfolioReqId}` })],
    });
  });

  it('holds the quotes asked for, with attachments, questions, proposals and the rating given', () => {
    expect(data.quotes.map((q) => q.reqId)).toEqual([s.concluded, s.open]);
    const [concluded] = data.quotes;
    expect(concluded.status).toBe('c');
    expect(concluded.statusDesc).toBe('Concluído');
    expect(concluded.attachments.map((a) => a.name)).toEqual([`desenho-${s.person.doc}.txt`]);
    // An item's drawing is there as an attachment is: its name, size, kind and download call.
    expect(data.quotes[1].items?.[0].drawing).toMatchObject({
      name: `desenho-${s.person.doc}.dxf`,
      type: 'dxf',
    });
    expect(concluded.questions).toEqual([
      expect.objectContaining({
        question: 'Qual acabamento?',
        answer: `Escovado; escreva para ${s.person.email}`,
      }),
    ]);
    expect(concluded.proposals).toEqual([
      expect.objectContaining({ companyName: 'Fornecedora', chosen: true }),
    ]);
    expect(data.ratingsGiven).toEqual([
      expect.objectContaining({
        quote: s.concluded,
        companyName: 'Fornecedora',
        rating: expect.objectContaining({ shortDescription: `Ótimo. CPF ${formatCpf(s.person.doc)}` }),
      }),
    ]);
  });

  it('holds the quotes the company received, with its own questions and proposals, and its ratings', () => {
    expect(data.receivedQuotes.map((q) => q.reqId)).toEqual([s.received, s.receivedOpen]);
    expect(data.receivedQuotes[0].questions).toEqual([
      expect.objectContaining({ question: `Posso ligar no ${formatPhone(s.person.cellphone)}?` }),
    ]);
    expect(data.receivedQuotes.map((q) => q.proposals.length)).toEqual([1, 1]);
    expect(data.ratingsReceived).toEqual([
      expect.objectContaining({ generalEvaluation: 4, shortDescription: 'Entrega no prazo' }),
    ]);
  });

  it('holds every notification, the newsletter entry, the logins, links and codes', async () => {
    // Stored by kind and params, worded in the request's language (pt-BR here) as the list does.
    const stored = await t.db.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.customerId, s.person.id));
    expect(data.notifications).toHaveLength(stored.length);
    expect(data.notifications.map((n) => n.text).sort()).toEqual([
      'Fornecedora enviou uma proposta para "Tanque inox".',
      'Fornecedora fez uma pergunta sobre "Tanque inox".',
      'Novo pedido de cotação: "Bucha".',
      'Novo pedido de cotação: "Eixo".',
      'Oficina da Pessoa recebeu uma avaliação 4/5 por "Eixo".',
      'Sua proposta para "Eixo" foi escolhida!',
    ]);
    expect(new Set(data.notifications.map((n) => n.label))).toEqual(
      new Set([
        'Pergunta recebida',
        'Proposta recebida',
        'Cotação recebida',
        'Proposta escolhida',
        'Avaliação recebida',
      ]),
    );
    expect(data.newsletter).toMatchObject({ email: s.person.email.toLowerCase(), confirmedAt: null });
    // The issues addressed to the entry, the subject in the entry's language (the sign-up's, English
    // here), whatever the language of the account or of the request.
    expect(data.newsletter?.lang).toBe('en');
    expect(data.newsletter?.deliveries).toEqual([
      { issue: expect.any(Number), subject: 'March fair', status: 'sent', sentAt: expect.any(String) },
    ]);
    expect(data.sessions).toEqual([
      expect.objectContaining({ device: s.person.device, loginExpiresAt: expect.any(String) }),
    ]);
    expect(data.persistentLogins).toEqual([expect.objectContaining({ device: s.person.device })]);
    expect(data.emailConfirmations.map((c) => c.type).sort()).toEqual(['company', 'customer']);
    expect(data.recoveryCodes).toEqual([expect.objectContaining({ tries: 0, used: false })]);
  });

  it('holds the listings the person claimed, with the e-mail, message and answer they were given', () => {
    expect(data.listingClaims).toEqual([
      {
        companyName: 'Fornecedora',
        email: `compras@${s.person.email.split('@')[1]}`,
        message: `Sou o dono; CPF ${formatCpf(s.person.doc)}`,
        status: 'refused',
        reason: 'A empresa já tem dono',
        createdAt: expect.any(String),
        decidedAt: expect.any(String),
      },
    ]);
  });

  it('holds the suppliers outside the catalogue the person invited, as they typed them', () => {
    expect(data.outsideInvites).toEqual([
      {
        quote: 'Flange',
        email: 'vendas@usinagem-silva.example',
        name: 'Usinagem Silva',
        cnpj: '11.222.333/0001-81',
        lang: 'pt-BR',
        status: expect.stringMatching(/^(queued|sending|sent)$/),
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        revokedAt: null,
      },
    ]);
  });

  it('holds no password hash, token, code or link secret', async () => {
    const json = JSON.stringify(data);
    const secrets = rowsOf<{ value: string }>(
      await t.db.db.execute(sql`
        select password_hash as value from customers
        union all select token_hash from persistent_logins
        union all select auth_hash from app_sessions union all select token_hash from app_sessions
        union all select token_hash from email_confirm_tokens union all select token_hash from newsletter_tokens
        union all select code_hash from recovery_codes
        union all select unsubscribe_hash from newsletter_deliveries where unsubscribe_hash is not null`),
    );
    expect(secrets.length).toBeGreaterThan(5);
    for (const { value } of secrets) expect(json).not.toContain(value);
    expect(json).not.toContain(s.person.persistent);
  });

  it("writes the words in the request's language", async () => {
    const body = await exportAs({ ...s.person.headers, 'app-language': 'en' });
    const quotes = (body.data as PrivacyExport).quotes;
    expect(quotes.map((q) => q.statusDesc)).toEqual(['Concluded', 'Open']);
  });

  it('is described in the API docs with its schema, beside the deletion', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/app/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { summary?: string; description?: string; requestBody?: unknown }>
      >;
    };
    const exported = doc.paths['/app/privacy/export']?.get;
    expect(exported?.summary).toMatch(/LGPD/);
    expect(JSON.stringify(exported)).toContain('ratingsReceived');
    const deletion = doc.paths['/app/privacy/delete_account']?.post;
    expect(deletion?.description).toMatch(/Needs a logged-in user/);
    expect(JSON.stringify(deletion?.requestBody)).toContain('password');
  });

  it('needs a logged-in user', async () => {
    expect((await exportAs(await openSession(t.app))).error).toBe('SES006');
  });
});
