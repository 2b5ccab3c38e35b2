import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/customers';
import { cities, states } from '../../db/schema/places';
import { emailConfirmTokens } from '../../db/schema/tokens';
import { addCustomer, api, clearRateLimits, login, mailsTo, newCpf } from '../../test/accounts';
import {
  createTestApp,
  openSession,
  readOutbox,
  type SessionHeaders,
  type TestApp,
} from '../../test/harness';
import { LIMITS } from '../rate-limit/rate-limit-service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const [rio] = await t.db.db.select({ id: states.id }).from(states).where(eq(states.iso, 'RJ'));
  await t.db.db.insert(cities).values({ id: OTHER_STATE_CITY, stateId: rio.id, name: 'Rio de Janeiro' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearRateLimits(t.db);
});

// The reference data holds São Paulo's cities only; this one is added in another state.
const OTHER_STATE_CITY = 990_001;

function camel(overrides: Record<string, unknown> = {}) {
  const doc = newCpf();
  const email = `r${doc}@example.com`;
  return {
    name: 'Beatriz Souza Lima',
    document: doc.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
    email,
    emailConfirm: email.toUpperCase(),
    cellphone: '19 99876-5432',
    password: 'Cadastro#2026',
    passwordConfirm: 'Cadastro#2026',
    city: 9896,
    terms: true,
    ...overrides,
  };
}

function snake(overrides: Record<string, unknown> = {}) {
  const doc = newCpf();
  const email = `s${doc}@example.com`;
  return {
    name: 'Bruno Snake',
    doc,
    email,
    email_confirm: email,
    cellphone: '19998765432',
    pass: 'Cadastro#2026',
    pass_confirm: 'Cadastro#2026',
    city: '9896',
    terms: true,
    ...overrides,
  };
}

const register = (headers: SessionHeaders, payload: object, remoteAddress?: string) =>
  api(t.app, { method: 'POST', url: '/app/customer/register', headers, payload, remoteAddress });

const info = (headers: SessionHeaders) => api(t.app, { method: 'GET', url: '/app/customer/info', headers });

function linkToken(text: string): string {
  const match = /\/email_confirm\/customer\/([A-Za-z0-9_-]+)/.exec(text);
  expect(match).not.toBeNull();
  return (match as RegExpExecArray)[1];
}

describe('POST /customer/register', () => {
  it('creates an unconfirmed account in the request language and e-mails the link', async () => {
    const headers = await openSession(t.app, 'en');
    const payload = camel();
    const body = await register(headers, payload);
    expect(body).toEqual({
      response: true,
      message: `Your registration is complete! We sent a confirmation link to ${payload.email}: open it to confirm your e-mail.`,
    });
    const doc = payload.document.replace(/\D/g, '');
    const [row] = await t.db.db
      .select({
        name: customers.name,
        email: customers.email,
        emailValid: customers.emailValid,
        cellphone: customers.cellphone,
        cityId: customers.cityId,
        lang: customers.lang,
        passwordHash: customers.passwordHash,
      })
      .from(customers)
      .where(eq(customers.doc, doc));
    expect(row).toMatchObject({
      name: 'Beatriz Souza Lima',
      email: payload.email,
      emailValid: false,
      cellphone: '19998765432',
      cityId: 9896,
      lang: 'en',
    });
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);

    const [mail] = await mailsTo(t.outboxDir, payload.email);
    expect(mail.subject).toBe('Confirm your e-mail');
    expect(mail.text).toContain('http://catalogo.test/email_confirm/customer/');
    expect(mail.text).toContain('7 days');
    const [token] = await t.db.db
      .select({ email: emailConfirmTokens.email, tokenHash: emailConfirmTokens.tokenHash })
      .from(emailConfirmTokens)
      .where(eq(emailConfirmTokens.email, payload.email));
    expect(token.tokenHash).not.toBe(linkToken(mail.text));
    expect(token.tokenHash).toHaveLength(64);

    // The new account logs in.
    const logged = await login(t.app, headers, { document: doc, password: 'Cadastro#2026' });
    expect(logged.response).toBe(true);
  });

  it('accepts the snake-case spelling and answers in Portuguese', async () => {
    const headers = await openSession(t.app, 'pt-BR');
    const payload = snake();
    const body = await register(headers, payload);
    expect(body.response).toBe(true);
    expect(body.message).toContain('Seu cadastro foi concluído');
    const [row] = await t.db.db
      .select({ lang: customers.lang, name: customers.name })
      .from(customers)
      .where(eq(customers.doc, payload.doc));
    expect(row).toEqual({ lang: 'pt-BR', name: 'Bruno Snake' });
    const [mail] = await mailsTo(t.outboxDir, payload.email);
    expect(mail.subject).toBe('Confirme seu e-mail');
  });

  it.each([
    ['name missing', { name: '' }, 'name'],
    ['name too long', { name: 'a'.repeat(101) }, 'name'],
    ['invalid CPF', { document: '123.456.789-00' }, 'document'],
    ['invalid e-mail', { email: 'not-an-email', emailConfirm: 'not-an-email' }, 'email'],
    ['e-mail confirmation differs', { emailConfirm: 'other@example.com' }, 'emailConfirm'],
    ['invalid cellphone', { cellphone: '1234' }, 'cellphone'],
    ['password too short', { password: 'Ab#9', passwordConfirm: 'Ab#9' }, 'password'],
    ['password with an ordered run', { password: 'Senha#abcd', passwordConfirm: 'Senha#abcd' }, 'password'],
    ['password confirmation differs', { passwordConfirm: 'Cadastro#2027' }, 'passwordConfirm'],
    ['city missing', { city: null }, 'city'],
    ['terms not accepted', { terms: false }, 'terms'],
  ])('refuses %s (VAL001 on that field)', async (_case, overrides, field) => {
    const headers = await openSession(t.app, 'en');
    const before = (await readOutbox(t.outboxDir)).length;
    const body = await register(headers, camel(overrides));
    expect(body.response).toBe(false);
    expect(body.error).toBe('VAL001');
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    expect((await readOutbox(t.outboxDir)).length).toBe(before);
  });

  it('refuses the snake-case spelling field by field too', async () => {
    const headers = await openSession(t.app, 'en');
    const body = await register(headers, snake({ pass_confirm: 'Outra#2026' }));
    expect(body.error).toBe('VAL001');
    expect(Object.keys(body.fields ?? {})).toEqual(['pass_confirm']);
  });

  it('refuses a city outside São Paulo state or unknown', async () => {
    const headers = await openSession(t.app, 'en');
    for (const city of [OTHER_STATE_CITY, 999_999]) {
      const body = await register(headers, camel({ city }));
      expect(body.error).toBe('VAL001');
      expect(body.fields).toEqual({ city: 'Please choose a city from the list!' });
      expect(body.message).toBe('Please choose a city from the list!');
    }
  });

  it('refuses a CPF already registered with REG001 on the document field', async () => {
    const existing = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    const body = await register(headers, camel({ document: existing.doc }));
    expect(body).toEqual({
      response: false,
      error: 'REG001',
      message: 'This CPF is already registered.',
      fields: { document: 'This CPF is already registered.' },
    });
    const again = await register(headers, snake({ doc: existing.doc }));
    expect(again.error).toBe('REG001');
  });

  it(`allows ${LIMITS.registerAddress.max} registrations per client address an hour`, async () => {
    const headers = await openSession(t.app, 'en');
    for (let i = 0; i < LIMITS.registerAddress.max; i++) {
      expect((await register(headers, camel(), '10.3.3.3')).response).toBe(true);
    }
    const locked = await register(headers, camel(), '10.3.3.3');
    expect(locked.error).toBe('AUT002');
    expect(locked.message).toMatch(/60 minutes/);
    expect((await register(headers, camel(), '10.3.3.4')).response).toBe(true);
  });

  it(`allows ${LIMITS.registerCpf.max} attempts per CPF an hour, from any address`, async () => {
    const headers = await openSession(t.app, 'en');
    const payload = camel();
    expect((await register(headers, payload, '10.4.0.1')).response).toBe(true);
    for (let i = 1; i < LIMITS.registerCpf.max; i++) {
      expect((await register(headers, payload, `10.4.0.${i + 1}`)).error).toBe('REG001');
    }
    const locked = await register(headers, payload, '10.4.1.1');
    expect(locked.error).toBe('AUT002');
    expect(locked.message).toMatch(/60 minutes/);
    // Other CPFs from that address go on.
    expect((await register(headers, camel(), '10.4.1.1')).response).toBe(true);
  });
});

describe('GET /customer/info and PUT /customer/update', () => {
  it('answers the formatted customer record', async () => {
    const customer = await addCustomer(t.db, { name: 'Carla Info' });
    const headers = await openSession(t.app);
    await login(t.app, headers, { document: customer.doc, password: customer.password });
    const body = await info(headers);
    expect(body).toEqual({
      response: true,
      customer: {
        id: customer.id,
        name: 'Carla Info',
        doc: customer.doc.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
        email: customer.email,
        emailValid: true,
        cellphone: '19 99123-4567',
        state: 26,
        city: 9896,
        cityName: 'Piracicaba',
        terms: true,
        lang: 'pt-BR',
      },
    });
  });

  it("the site's language becomes the account's, and its e-mails follow (issue 12 item 7)", async () => {
    // Registered in Portuguese, now using the site in English.
    const customer = await addCustomer(t.db, { lang: 'pt-BR', emailValid: false });
    const headers = await openSession(t.app, 'en');
    await login(t.app, headers, { document: customer.doc, password: customer.password });
    const setLang = (lang: unknown, h: SessionHeaders = headers) =>
      api(t.app, { method: 'PUT', url: '/app/customer/language', headers: h, payload: { lang } });
    expect(await setLang('en')).toEqual({ response: true, lang: 'en' });
    expect(((await info(headers)).customer as { lang: string }).lang).toBe('en');
    const resent = await api(t.app, { method: 'GET', url: '/app/customer_email/resend_validation', headers });
    expect(resent.response).toBe(true);
    const [mail] = await mailsTo(t.outboxDir, customer.email);
    expect(mail.subject).toBe('Confirm your e-mail');

    expect(await setLang('pt-BR')).toEqual({ response: true, lang: 'pt-BR' });
    expect(((await info(headers)).customer as { lang: string }).lang).toBe('pt-BR');
    expect((await setLang('fr')).error).toBe('VAL001');
    expect((await setLang('en', await openSession(t.app))).error).toBe('SES006');
  });

  it('needs a logged-in user', async () => {
    expect((await info(await openSession(t.app))).error).toBe('SES006');
    const update = await api(t.app, {
      method: 'PUT',
      url: '/app/customer/update',
      headers: await openSession(t.app),
      payload: { email: 'x@example.com', cellphone: '19 99999-9999', city: 9896 },
    });
    expect(update.error).toBe('SES006');
  });

  it('saves cellphone and city; the same e-mail stays confirmed and no mail leaves', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    await login(t.app, headers, { document: customer.doc, password: customer.password });
    const before = (await readOutbox(t.outboxDir)).length;
    const body = await api(t.app, {
      method: 'PUT',
      url: '/app/customer/update',
      headers,
      payload: { email: customer.email.toUpperCase(), cellphone: '(11) 98888-7777', city: 9668 },
    });
    expect(body.response).toBe(true);
    expect(body.message).toBe('Your data has been saved.');
    expect(body.customer).toMatchObject({ emailValid: true, cellphone: '11 98888-7777', city: 9668 });
    expect((await readOutbox(t.outboxDir)).length).toBe(before);
    expect((await info(headers)).customer).toMatchObject({ cellphone: '11 98888-7777', city: 9668 });
  });

  it('a new e-mail becomes unconfirmed and gets its own link', async () => {
    const customer = await addCustomer(t.db, { lang: 'en' });
    const headers = await openSession(t.app, 'en');
    await login(t.app, headers, { document: customer.doc, password: customer.password });
    const email = `new.${customer.doc}@example.com`;
    const body = await api(t.app, {
      method: 'PUT',
      url: '/app/customer/update',
      headers,
      payload: { email, cellphone: '19 99123-4567', city: 9896 },
    });
    expect(body.customer).toMatchObject({ email, emailValid: false });
    expect(body.message).toBe(`Your data has been saved. We sent a confirmation link to ${email}.`);
    const mails = await mailsTo(t.outboxDir, email);
    expect(mails).toHaveLength(1);
    const confirm = await api(t.app, {
      method: 'POST',
      url: '/app/customer_email/confirm',
      headers: await openSession(t.app),
      payload: { token: linkToken(mails[0].text) },
    });
    expect(confirm.response).toBe(true);
    expect((await info(headers)).customer).toMatchObject({ email, emailValid: true });
  });

  it('refuses invalid fields and a city outside the state', async () => {
    const customer = await addCustomer(t.db);
    const headers = await openSession(t.app, 'en');
    await login(t.app, headers, { document: customer.doc, password: customer.password });
    const update = (payload: object) =>
      api(t.app, { method: 'PUT', url: '/app/customer/update', headers, payload });
    const bad = await update({ email: 'nope', cellphone: '12', city: '' });
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['cellphone', 'city', 'email']);
    const outside = await update({
      email: customer.email,
      cellphone: '19 99123-4567',
      city: OTHER_STATE_CITY,
    });
    expect(outside.fields).toHaveProperty('city');
  });
});
