import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCustomer, logInThroughApi, noSeriousViolations, TEST_PASSWORD } from './support';

/*
 * Issue 15 item 2: an editor (a customer given the `editor` role with `npm run staff`) publishes a
 * FAQ entry from /admin, in both languages side by side with a preview, and the public FAQ shows
 * it at once in each language — at a desktop and a phone width, with the axe checks.
 */
const T = {
  en: {
    title: 'Back office',
    content: 'Site content',
    companies: 'Companies',
    faqTab: 'FAQ',
    add: 'New question',
    question: (lang: string) => `Question (${lang})`,
    answer: (lang: string) => `Answer (markdown) (${lang})`,
    place: 'Position on the site',
    atTop: 'At the top',
    faqList: 'Questions and answers',
    preview: (lang: string) => `Preview — ${lang}`,
    publish: 'Publish',
    published: 'Published: the site shows it now.',
    search: 'Search the questions',
  },
  'pt-BR': {
    title: 'Administração',
    content: 'Conteúdo do site',
    companies: 'Empresas',
    faqTab: 'Perguntas frequentes',
    add: 'Nova pergunta',
    question: (lang: string) => `Pergunta (${lang})`,
    answer: (lang: string) => `Resposta (markdown) (${lang})`,
    place: 'Posição no site',
    atTop: 'No topo',
    faqList: 'Perguntas e respostas',
    preview: (lang: string) => `Prévia — ${lang}`,
    publish: 'Publicar',
    published: 'Publicado: o site já mostra a mudança.',
    search: 'Buscar nas perguntas',
  },
} as const;
type Lang = keyof typeof T;

/** `npm run staff -- grant <cpf> editor` against the e2e server's database (it finds it running). */
function grantEditor(cpf: string) {
  const port = Number(process.env.E2E_PORT ?? 3100);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/modules/admin/staff-cli.ts', 'grant', cpf, 'editor'],
    {
      env: { ...process.env, DATA_DIR: join(tmpdir(), `catalogo-e2e-${port}`), LOG_LEVEL: 'silent' },
      stdio: 'pipe',
    },
  );
}

async function pageIn(browser: Browser, lang: Lang, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return context.newPage();
}

/** The public FAQ in `lang`, searched for the entry. */
async function publicFaqShows(browser: Browser, lang: Lang, question: string, answer: string) {
  const page = await pageIn(browser, lang, 1024);
  await page.goto('/frequent-asked-questions');
  await page.getByRole('searchbox', { name: T[lang].search }).fill(question);
  const entry = page.getByText(question, { exact: true });
  await expect(entry).toBeVisible({ timeout: 10_000 });
  await entry.click();
  await expect(page.getByText(answer, { exact: true })).toBeVisible();
  await page.context().close();
}

/** The public FAQ in `lang` lists `question` first, before any search or "Load more". */
async function publicFaqFirst(browser: Browser, lang: Lang, question: string) {
  const page = await pageIn(browser, lang, 1024);
  await page.goto('/frequent-asked-questions');
  const first = page.getByRole('list', { name: T[lang].faqList }).getByRole('listitem').first();
  await expect(first.getByText(question, { exact: true })).toBeVisible({ timeout: 10_000 });
  await page.context().close();
}

// Granting the role runs the staff command (a TypeScript start-up of its own) on a shared machine.
test.describe.configure({ timeout: 240_000 });

const CASES: { lang: Lang; width: number }[] = [
  { lang: 'en', width: 1440 },
  { lang: 'pt-BR', width: 375 },
];

for (const { lang, width } of CASES) {
  test(`${lang} at ${width} px: an editor publishes a FAQ entry and the public FAQ shows it in both languages`, async ({
    browser,
    request,
  }) => {
    const t = T[lang];
    const editor = await apiCustomer(request, 'Editor', lang);
    grantEditor(editor.cpf);
    const entry = {
      question_pt: `Como publico a pergunta ${editor.stamp}?`,
      question_en: `How do I publish question ${editor.stamp}?`,
      answer_pt: `Pela administração, aba Perguntas frequentes (${editor.stamp}).`,
      answer_en: `From the back office, FAQ tab (${editor.stamp}).`,
    };

    const page = await pageIn(browser, lang, width);
    await logInThroughApi(page, lang, editor.cpf, TEST_PASSWORD);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.content })).toBeVisible();
    // An editor sees the content, not the admins' companies list.
    await expect(page.getByRole('heading', { level: 2, name: t.companies })).toHaveCount(0);

    await page.getByRole('tab', { name: t.faqTab }).click();
    await page.getByRole('button', { name: t.add }).click();
    await page.getByLabel(t.question('Português')).fill(entry.question_pt);
    await page.getByLabel(t.answer('Português')).fill(entry.answer_pt);
    // Half done: the preview says so, and publishing is refused on the empty field.
    await page.getByRole('button', { name: t.publish }).click();
    await expect(page.getByLabel(t.question('English'))).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(t.question('English')).fill(entry.question_en);
    await page.getByLabel(t.answer('English')).fill(entry.answer_en);
    // Issue 30 item 20: it goes at the top, not after the ten the public page shows first.
    await page.getByLabel(t.place).selectOption({ label: t.atTop });
    const previewEn = page.getByRole('region', { name: t.preview('English') });
    await expect(previewEn.getByText(entry.question_en)).toBeVisible();
    await expect(
      page.getByRole('region', { name: t.preview('Português') }).getByText(entry.answer_pt),
    ).toBeVisible();
    await noSeriousViolations(page);

    await page.getByRole('button', { name: t.publish }).click();
    await expect(page.getByText(t.published)).toBeVisible();
    await expect(page.getByRole('list', { name: /./ }).getByText(entry.question_pt)).toBeVisible();
    await noSeriousViolations(page);

    await publicFaqFirst(browser, lang, lang === 'en' ? entry.question_en : entry.question_pt);
    await publicFaqShows(browser, 'pt-BR', entry.question_pt, entry.answer_pt);
    await publicFaqShows(browser, 'en', entry.question_en, entry.answer_en);
    await page.context().close();
  });
}
