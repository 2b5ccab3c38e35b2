import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { formatCpf } from '../../shared/rules/cpf';
import { formatPhone } from '../../shared/rules/phone';
import { DRAWING_SAMPLES } from '../../shared/rules/test/drawing-samples';
import { DAY_MS } from '../../shared/time';
import { siteContent } from '../db/schema/catalogue-content';
import { companies, companyPortfolio } from '../db/schema/companies';
import { customers } from '../db/schema/customers';
import { type FileKind, storedFiles } from '../db/schema/files';
import { listingClaims } from '../db/schema/listing-claims';
import { emailConfirmTokens } from '../db/schema/tokens';
import { vocabularyTerms } from '../db/schema/vocabulary';
import { hashSecret } from '../lib/ids';
import { changeStaffRole } from '../modules/admin/staff-service';
import { adoptToken, newCpf } from './accounts';
import { openSession, type TestApp } from './harness';
import { quoteCalls } from './quote-calls';
import {
  api,
  createCategory,
  createCompany,
  createCompanyUser,
  createCustomer,
  openQuote,
  type TestCompany,
  type TestCompanyUser,
  type TestUser,
  TXT,
  toBase64,
} from './quote-fixtures';

/*
 * A person with data in every table that can hold data about them (the privacy tests' subject),
 * and the people around them. The person's CPF, e-mail and phone are also typed into free text
 * (a quote description, an answer, a rating, a question, an attachment's name) as people do.
 */

export const TERMS_TEXTS = {
  'terms.termOfUse': { pt: '# Termos de Uso\n\nVersão de teste.', en: '# Terms of Use\n\nTest version.' },
  'terms.privacyPolicy': { pt: '# Política de Privacidade\n\nTeste.', en: '# Privacy Policy\n\nTest.' },
} as const;

export const PASSWORD = 'Privacidade#2026';

export interface Person extends TestUser {
  doc: string;
  cellphone: string;
  device: string;
  persistent: string;
  company: TestCompany & { logoReqId: string; coverReqId: string; portfolioReqId: string };
}

export interface PrivacyScene {
  person: Person;
  /** Another customer who asked the person's company for quotes. */
  buyer: TestUser;
  /** A company that received the person's quotes. */
  supplier: TestCompanyUser;
  /** The person's quotes: concluded (answered, proposal chosen and rated) and still open. */
  concluded: string;
  open: string;
  /** The buyer's quotes to the person's company: concluded and rated, and open with a proposal. */
  received: string;
  receivedOpen: string;
  /** The proposal of the person's company on `receivedOpen`, as the buyer sees it. */
  pendingProposal: string;
}

export function rating(reqId: string, shortDescription: string) {
  return {
    req_id: reqId,
    concluded: 'y',
    product_rate: 4,
    delivered_in_time: 'y',
    price_as_quote: 'y',
    comunication: 5,
    recomend_3rd_party: 'y',
    short_description: shortDescription,
    suggestions: null,
    general_evaluation: 4,
    system_recommend: 'y',
    system_description: null,
    system_suggestions: null,
    system_evaluation: 5,
  };
}

export async function publishTerms(t: TestApp): Promise<void> {
  for (const [key, text] of Object.entries(TERMS_TEXTS)) {
    await t.db.db
      .insert(siteContent)
      .values({ key: key as keyof typeof TERMS_TEXTS, valuePt: text.pt, valueEn: text.en })
      .onConflictDoNothing();
  }
}

function ok(res: { body: Record<string, unknown> }): Record<string, unknown> {
  if (res.body.response !== true) throw new Error(`call refused: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Registered and logged in through the API, so the records are the ones real calls write. */
async function registerPerson(t: TestApp, lang: 'pt-BR' | 'en') {
  const doc = newCpf();
  const email = `Pessoa.${doc}@Example.com`;
  const cellphone = `1998${doc.slice(0, 7)}`;
  const headers = await openSession(t.app, lang);
  ok(
    await api(t, 'POST', '/customer/register', headers, {
      name: 'Pessoa Privada',
      document: doc,
      email,
      emailConfirm: email,
      cellphone: formatPhone(cellphone),
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      city: 9896,
      terms: true,
    }),
  );
  const device = randomUUID();
  const login = ok(
    await api(t, 'POST', '/auth/login', headers, { document: doc, password: PASSWORD, device }),
  );
  // A login rotates the session's token: later calls need the new one.
  adoptToken(headers, { ...login, response: true });
  const [row] = await t.db.db.select({ id: customers.id }).from(customers).where(eq(customers.doc, doc));
  return { id: row.id, doc, email, cellphone, headers, device, persistent: String(login.persistent) };
}

async function storeImage(t: TestApp, kind: FileKind): Promise<{ id: number; reqId: string }> {
  const bytes = Buffer.from(`${kind} image`);
  const [row] = await t.db.db
    .insert(storedFiles)
    .values({
      kind,
      name: `${kind}.webp`,
      mime: 'image/webp',
      size: bytes.length,
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })
    .returning({ id: storedFiles.id, reqId: storedFiles.reqId });
  return row;
}

/** The person's company, contacted at the person's own e-mail and phone, with its images. */
async function personCompany(
  t: TestApp,
  ownerId: number,
  category: number,
  contact: { email: string; phone: string },
) {
  const company = await createCompany(t, {
    ownerId,
    categoryIds: [category],
    tradeName: 'Oficina da Pessoa',
  });
  const [logo, cover, portfolio] = [
    await storeImage(t, 'logo'),
    await storeImage(t, 'cover'),
    await storeImage(t, 'portfolio'),
  ];
  await t.db.db
    .update(companies)
    .set({ email: contact.email, phone1: contact.phone, logoFileId: logo.id, coverFileId: cover.id })
    .where(eq(companies.id, company.id));
  await t.db.db.insert(companyPortfolio).values({ companyId: company.id, fileId: portfolio.id });
  await t.db.db.insert(emailConfirmTokens).values({
    type: 'company',
    targetId: company.id,
    email: contact.email,
    tokenHash: hashSecret(randomUUID()),
    expiresAt: new Date(Date.now() + DAY_MS),
  });
  return { ...company, logoReqId: logo.reqId, coverReqId: cover.reqId, portfolioReqId: portfolio.reqId };
}

/**
 * An issue of the newsletter that went to the address (sent straight in the tables: the person's
 * entry is not confirmed, so a real send would skip it).
 */
async function deliverIssue(t: TestApp, email: string): Promise<void> {
  await t.db.db.execute(sql`
    with issue as (
      insert into newsletter_issues (subject_pt, subject_en, body_pt, body_en, status, author_name)
      values ('Feira de março', 'March fair', 'Texto', 'Text', 'sent', 'Equipe') returning id
    )
    insert into newsletter_deliveries (issue_id, subscriber_id, status, unsubscribe_hash, sent_at)
    select issue.id, s.id, 'sent', ${hashSecret(randomUUID())}, now()
    from issue, newsletter_subscribers s where s.email = ${email.toLowerCase()}`);
}

export async function privacyScene(t: TestApp, lang: 'pt-BR' | 'en' = 'pt-BR'): Promise<PrivacyScene> {
  await publishTerms(t);
  const q = quoteCalls(t);
  const category = await createCategory(t, 'Caldeiraria');
  const registered = await registerPerson(t, lang);
  const company = await personCompany(t, registered.id, category, {
    email: registered.email,
    phone: registered.cellphone,
  });
  const person: Person = { ...registered, company };
  const supplier = await createCompanyUser(t, {
    categoryIds: [category],
    tradeName: 'Fornecedora',
    lang: 'en',
  });
  const buyer = await createCustomer(t, { lang: 'en', name: 'Compradora' });
  const cpf = formatCpf(person.doc);
  const phone = formatPhone(person.cellphone);

  // The person asks; the supplier asks back, proposes, is chosen and rated.
  const concluded = await openQuote(t, person, {
    category,
    title: 'Tanque inox',
    description: `Tanque de 500 L. Ligue (${phone.slice(0, 2)}) ${phone.slice(3)}`,
    companies: [supplier.company.id],
    attachments: [{ name: `desenho-${person.doc}.txt`, content: TXT }],
  });
  const question = ok(await q.ask(supplier, concluded, 'Qual acabamento?')).question as { reqId: string };
  ok(await q.answer(person, question.reqId, `Escovado; escreva para ${person.email}`));
  const proposal = await q.propose(supplier, concluded, person);
  ok(await q.choose(person, proposal.reqId));
  ok(await api(t, 'POST', '/quotes/proposal_rate', undefined, rating(proposal.reqId, `Ótimo. CPF ${cpf}`)));
  const open = await openQuote(t, person, {
    category,
    title: 'Flange',
    companies: [supplier.company.id],
    items: [{ description: 'Flange 4"', quantity: 10, unit: 'pc' }],
  });
  // The item's drawing (decision 0046), its name holding the CPF as an attachment's does.
  const [flangeItem] = (ok(await q.infoCustomer(person, open)).quote as { items: { reqId: string }[] }).items;
  ok(
    await api(t, 'POST', '/quotes/item_drawing', person.headers, {
      req_id: open,
      item: flangeItem.reqId,
      file: { name: `desenho-${person.doc}.dxf`, content: toBase64(DRAWING_SAMPLES.dxf) },
    }),
  );

  // The person invites a supplier they know that is not in the catalogue (issue 34 item 7).
  ok(
    await api(t, 'POST', '/quotes/outside_invite', person.headers, {
      req_id: open,
      email: 'vendas@usinagem-silva.example',
      name: 'Usinagem Silva',
      cnpj: '11.222.333/0001-81',
      language: 'pt-BR',
    }),
  );

  // The buyer asks the person's company, which asks back and proposes; one is chosen and rated.
  const received = await openQuote(t, buyer, { category, title: 'Eixo', companies: [company.id] });
  const asCompany: TestUser = { id: person.id, headers: person.headers, email: person.email };
  ok(await q.ask(asCompany, received, `Posso ligar no ${phone}?`));
  const theirs = await q.propose(asCompany, received, buyer);
  ok(await q.choose(buyer, theirs.reqId));
  ok(await api(t, 'POST', '/quotes/proposal_rate', undefined, rating(theirs.reqId, 'Entrega no prazo')));
  const receivedOpen = await openQuote(t, buyer, { category, title: 'Bucha', companies: [company.id] });
  const pending = await q.propose(asCompany, receivedOpen, buyer);
  // The person's company lists a product, in both languages (issue 32).
  ok(
    await api(t, 'POST', '/company/products/save', person.headers, {
      kind: 'product',
      name_pt: 'Tanque de aço inox',
      name_en: 'Stainless steel tank',
      description_pt: 'Tanques de 100 a 5000 L.',
      description_en: 'Tanks from 100 to 5000 L.',
      categories: [category],
    }),
  );
  // And a certification (issue 32).
  ok(
    await api(t, 'POST', '/company/certifications/save', person.headers, {
      standard: 'iso9001',
      number: 'BR-0001',
      certification_body: 'Bureau Veritas',
      scope: 'Caldeiraria',
      valid_until: '2030-12-31',
    }),
  );

  // Before registering their own company, the person had claimed the supplier's (already claimed)
  // listing from its page; staff refused it (issue 33 item 3).
  await t.db.db.insert(listingClaims).values({
    companyId: supplier.company.id,
    claimantId: person.id,
    email: `compras@${person.email.split('@')[1]}`,
    message: `Sou o dono; CPF ${cpf}`,
    status: 'refused',
    reason: 'A empresa já tem dono',
    decidedAt: new Date(),
  });

  // The person is on the association's staff and marks the supplier as verified.
  await changeStaffRole(t.db.db, { cpf: person.doc, role: 'admin', change: 'grant' });
  ok(
    await api(t, 'POST', '/admin/companies/verify', person.headers, {
      req_id: supplier.company.reqId,
      verified: true,
    }),
  );
  // The company picks a process of the association's vocabulary and suggests a material (issue 32).
  const [term] = await t.db.db
    .insert(vocabularyTerms)
    .values({ kind: 'process', namePt: 'Usinagem CNC', nameEn: 'CNC machining' })
    .returning({ id: vocabularyTerms.id });
  const termId = term.id;
  ok(await api(t, 'POST', '/company/vocabulary/save', person.headers, { terms: [termId] }));
  ok(
    await api(t, 'POST', '/company/vocabulary/suggest', person.headers, {
      kind: 'material',
      name_pt: 'Titânio',
    }),
  );

  // A recovery code asked from another browser, and a newsletter sign-up with the same address.
  ok(await api(t, 'POST', '/auth/recover', await openSession(t.app), { document: person.doc }));
  ok(await api(t, 'POST', '/newsletter/register', await openSession(t.app), { email: person.email }));
  await deliverIssue(t, person.email);

  return {
    person,
    buyer,
    supplier,
    concluded,
    open,
    received,
    receivedOpen,
    pendingProposal: pending.reqId,
  };
}

/** Tables that hold nothing about a person: the association's content and reference data. */
export const NOT_PERSONAL_TABLES = [
  'banners',
  'categories',
  'cities',
  // A company's public answer figures, computed from quote_recipients (exported as receivedQuotes).
  'company_responsiveness',
  'faqs',
  // The words of the listed companies' search texts with how many have each, no company named;
  // a word goes with its last company.
  'list_words',
  'magazines',
  // The association's newsletter issues; who sent one is in staff_audit (the staff part).
  'newsletter_issues',
  'site_content',
  'slides',
  'states',
  'terms_versions',
] as const;
