import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES } from '../../../shared/limits';
import type { DataIndex } from '../../../shared/schemas/catalogue-read';
import { faqs } from '../../db/schema/catalogue-content';
import { storedFiles } from '../../db/schema/files';
import { staffAudit } from '../../db/schema/staff';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';
import { pngBase64 as png } from '../../test/images';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

type Body = Record<string, unknown> & {
  response: boolean;
  error?: string;
  message?: string;
  fields?: Record<string, string>;
};

let t: TestApp;
let editor: TestUser;
let en: SessionHeaders;
let pt: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor'], { name: 'Edna Editora' });
  en = await openSession(t.app, 'en');
  pt = await openSession(t.app, 'pt-BR');
});
afterAll(() => t.close());

const send = async (method: 'GET' | 'POST', url: string, headers: SessionHeaders, payload?: object) =>
  (await call<Body>(t.app, { method, url: `/app${url}`, headers, ...(payload ? { payload } : {}) })).body;
const edit = (url: string, payload: object, headers = editor.headers) => send('POST', url, headers, payload);
const read = (url: string) => send('GET', url, editor.headers);
const auditOf = async (action: string) =>
  (await t.db.db.select().from(staffAudit)).filter((row) => row.action === action);

const faqPublic = async (headers: SessionHeaders) =>
  (await send('POST', '/faq/list', headers, { page: 1 })).data as { question: string; answer: string }[];

describe('FAQ', () => {
  const entry = {
    question_pt: 'Como falo com a associação?',
    question_en: 'How do I reach the association?',
    answer_pt: 'Pela página de contato.',
    answer_en: 'Through the contact page.',
  };

  it('an editor adds, edits, reorders and removes entries; the public FAQ follows at once in both languages', async () => {
    await t.db.db
      .insert(faqs)
      .values({ questionPt: 'Q1', questionEn: 'Q1 en', answerPt: 'A1', answerEn: 'A1 en' });
    const added = await edit('/admin/content/faq/save', entry);
    expect(added).toMatchObject({ response: true, id: expect.any(Number) });
    const id = added.id as number;
    expect((await faqPublic(en)).at(-1)).toEqual({ question: entry.question_en, answer: entry.answer_en });
    expect((await faqPublic(pt)).at(-1)).toEqual({ question: entry.question_pt, answer: entry.answer_pt });

    const changed = { ...entry, id, answer_en: 'Through the contact page or by phone.' };
    expect(await edit('/admin/content/faq/save', changed)).toEqual({ response: true, id });
    expect((await faqPublic(en)).at(-1)?.answer).toBe('Through the contact page or by phone.');

    const list = (await read('/admin/content/faq')).data as { id: number; question_en: string }[];
    expect(list.map((f) => f.question_en)).toEqual(['Q1 en', entry.question_en]);
    const reversed = list.map((f) => f.id).reverse();
    expect(await edit('/admin/content/faq/order', { ids: reversed })).toEqual({ response: true });
    expect((await faqPublic(en)).map((f) => f.question)).toEqual([entry.question_en, 'Q1 en']);

    expect(await edit('/admin/content/faq/remove', { id })).toEqual({ response: true });
    expect((await faqPublic(en)).map((f) => f.question)).toEqual(['Q1 en']);
    expect((await edit('/admin/content/faq/remove', { id })).error).toBe('NFD001');
    expect((await edit('/admin/content/faq/save', { ...entry, id })).error).toBe('NFD001');

    const [update] = await auditOf('content.faq.update');
    expect(update).toMatchObject({
      actorName: 'Edna Editora',
      before: { answer_en: 'Through the contact page.' },
      after: { answer_en: 'Through the contact page or by phone.' },
    });
    expect((await auditOf('content.faq.remove'))[0]?.before).toMatchObject({
      question_pt: entry.question_pt,
    });
    expect((await auditOf('content.faq.order'))[0]?.after).toEqual({ order: reversed });
  });

  it('refuses an entry until both languages are filled, naming the field', async () => {
    const answer = await edit('/admin/content/faq/save', { ...entry, question_en: '  ' });
    expect(answer).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { question_en: 'Required field!' },
    });
    const halfDone = await edit('/admin/content/faq/save', { question_pt: 'Só português', answer_pt: 'Sim' });
    expect(Object.keys(halfDone.fields ?? {}).sort()).toEqual(['answer_en', 'question_en']);
    const noAnswer = await edit('/admin/content/faq/save', { ...entry, answer_pt: '' });
    expect(Object.keys(noAnswer.fields ?? {})).toEqual(['answer_pt']);
  });

  it('refuses an order that does not list every entry once', async () => {
    const ids = ((await read('/admin/content/faq')).data as { id: number }[]).map((f) => f.id);
    const extra = await edit('/admin/content/faq/order', { ids: [...ids, 999_999] });
    expect(extra).toMatchObject({ response: false, error: 'VAL001', fields: { ids: expect.any(String) } });
    expect((await edit('/admin/content/faq/order', { ids: [] })).fields).toHaveProperty('ids');
  });
});

describe('home slides', () => {
  const slide = {
    title_pt: 'Feira 2026',
    title_en: 'Fair 2026',
    text_pt: '',
    text_en: '',
    href: '/companies',
    active: true,
  };

  it('a new slide needs both images of the right shape and size; refusals name the image', async () => {
    const none = await edit('/admin/content/slides/save', slide);
    expect(none).toMatchObject({
      error: 'VAL001',
      fields: { mobile: 'Required field!', desktop: 'Required field!' },
    });

    const wrongShape = await edit('/admin/content/slides/save', {
      ...slide,
      mobile: await png(780, 780),
      desktop: await png(780, 780),
    });
    expect(wrongShape).toMatchObject({
      error: 'FIL001',
      fields: { desktop: expect.stringContaining('1440') },
    });
    expect(wrongShape.message).toContain('Desktop image');

    const big = randomBytes(FILES.coverBytes + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooLarge = await edit(
      '/admin/content/slides/save',
      { ...slide, mobile: big.toString('base64'), desktop: await png(1440, 500) },
      { ...editor.headers, 'app-language': 'pt-BR' },
    );
    expect(tooLarge).toMatchObject({
      error: 'VAL001',
      fields: { mobile: expect.stringContaining('Imagem para celular') },
    });

    const halfText = await edit('/admin/content/slides/save', { ...slide, text_pt: 'Só em português' });
    expect(halfText.fields).toMatchObject({ text_en: 'Required field!' });
    const badLink = await edit('/admin/content/slides/save', { ...slide, href: 'javascript:alert(1)' });
    expect(badLink.fields).toHaveProperty('href');
  });

  it('published slides show on the home at once, in order, in each language; switched off they leave', async () => {
    const images = { mobile: await png(780, 780), desktop: await png(1440, 500) };
    const first = await edit('/admin/content/slides/save', {
      ...slide,
      ...images,
      text_pt: 'Venha',
      text_en: 'Come',
    });
    expect(first).toMatchObject({ response: true });
    const second = await edit('/admin/content/slides/save', {
      ...slide,
      ...images,
      title_pt: 'Segundo',
      title_en: 'Second',
    });
    const home = async (headers: SessionHeaders) =>
      (await send('GET', '/data/index', headers)) as unknown as DataIndex;
    expect((await home(en)).slider.desktop.map((s) => s.caption)).toEqual(['Fair 2026', 'Second']);
    expect((await home(pt)).slider.mobile[0]).toMatchObject({
      caption: 'Feira 2026',
      text: 'Venha',
      href: '/companies',
    });
    // No text written: the slide is answered exactly as before the field existed.
    expect(Object.keys((await home(en)).slider.mobile[1])).toEqual(['img', 'caption', 'href']);

    await edit('/admin/content/slides/order', { ids: [second.id, first.id] });
    expect((await home(en)).slider.mobile.map((s) => s.caption)).toEqual(['Second', 'Fair 2026']);

    const files = async () => (await t.db.db.select({ n: count() }).from(storedFiles))[0].n;
    const before = await files();
    // Editing the text only keeps the images; replacing one deletes the old file.
    await edit('/admin/content/slides/save', {
      ...slide,
      id: first.id,
      active: false,
      desktop: await png(1440, 500),
    });
    expect(await files()).toBe(before);
    expect((await home(en)).slider.desktop.map((s) => s.caption)).toEqual(['Second']);
    const listed = (await read('/admin/content/slides')).data as {
      id: number;
      active: boolean;
      mobile: string;
    }[];
    expect(listed.find((s) => s.id === first.id)).toMatchObject({
      active: false,
      mobile: expect.stringMatching(/^\/files\//),
    });

    await edit('/admin/content/slides/remove', { id: second.id });
    expect(await files()).toBe(before - 2);
    expect((await home(en)).slider.desktop).toEqual([]);
    expect((await auditOf('content.slide.create'))[0]).toMatchObject({ after: { title_en: 'Fair 2026' } });
  });
});

describe('banner', () => {
  it('its first save needs both images; then it shows on the home until switched off', async () => {
    const none = await edit('/admin/content/banner/save', { href: '/about-us', active: true });
    expect(none.fields).toMatchObject({ mobile: 'Required field!', desktop: 'Required field!' });
    expect((await read('/admin/content/banner')).data).toBeNull();
    const saved = await edit('/admin/content/banner/save', {
      href: 'https://example.org/feira',
      active: true,
      mobile: await png(780, 390),
      desktop: await png(1440, 300),
    });
    expect(saved).toEqual({ response: true });
    const banner = async () => ((await send('GET', '/data/index', en)) as unknown as DataIndex).banner;
    expect((await banner()).desktop).toEqual({
      img: expect.stringMatching(/^\/files\//),
      href: 'https://example.org/feira',
    });
    expect(await edit('/admin/content/banner/save', { href: null, active: false })).toEqual({
      response: true,
    });
    expect(await banner()).toEqual({ mobile: null, desktop: null });
    expect((await auditOf('content.banner.update'))[1]).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
  });
});

describe('about and contact', () => {
  const about = {
    history_pt: '# História\n\nFundada em 1978.',
    history_en: '# History\n\nFounded in 1978.',
    history_short_pt: 'Desde 1978.',
    history_short_en: 'Since 1978.',
    video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  };

  it('about: saved in both languages, the video kept as its id; the public page shows it at once', async () => {
    expect((await read('/admin/content/about')).data).toBeNull();
    expect(await edit('/admin/content/about/save', about)).toEqual({ response: true });
    const shown = await send('GET', '/data/info/about', en);
    expect(shown).toEqual({
      response: true,
      about: { history: about.history_en, historyShort: 'Since 1978.', video: 'aqz-KE-bpKQ' },
    });
    expect(((await send('GET', '/data/info/about', pt)).about as { history: string }).history).toBe(
      about.history_pt,
    );
    expect((await read('/admin/content/about')).data).toMatchObject({
      history_short_pt: 'Desde 1978.',
      video: 'aqz-KE-bpKQ',
    });

    const bad = await edit('/admin/content/about/save', {
      ...about,
      video: 'https://vimeo.com/1',
      history_en: '',
    });
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['history_en', 'video']);
    const cleared = await edit('/admin/content/about/save', { ...about, video: '' });
    expect(cleared.response).toBe(true);
    expect(((await send('GET', '/data/info/about', en)).about as { video: unknown }).video).toBeNull();
    expect((await auditOf('content.about.update'))[1]).toMatchObject({
      before: { en: { video: 'aqz-KE-bpKQ' } },
      after: { en: { video: null } },
    });
  });

  it('contact: one set of details, the address per language; the public page shows it at once', async () => {
    const contact = {
      email: 'Contato@Associacao.org.br',
      phone: '19 3422-1978',
      address_pt: 'Av. Independência, 1978 — Centro',
      address_en: '1978 Independence Ave. — Downtown',
      fantasy_name: 'Associação Industrial Regional',
      doc: '',
      instagram: 'associacao',
      facebook: '',
      linkedin: '',
      youtube: '',
      x: '',
    };
    expect(await edit('/admin/content/contact/save', contact)).toEqual({ response: true });
    const shownEn = (await send('GET', '/data/info/contact', en)).contact;
    expect(shownEn).toMatchObject({
      email: 'contato@associacao.org.br',
      address: contact.address_en,
      instagram: 'associacao',
    });
    expect((await send('GET', '/data/info/contact', pt)).contact).toMatchObject({
      address: contact.address_pt,
    });
    expect((await read('/admin/content/contact')).data).toMatchObject({
      address_en: contact.address_en,
      fantasy_name: contact.fantasy_name,
    });
    const bad = await edit('/admin/content/contact/save', { ...contact, email: 'not-mail', address_en: '' });
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['address_en', 'email']);
  });
});
