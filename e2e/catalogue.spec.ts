import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readOutbox } from './support';

/*
 * Issue 3: what a visitor sees, in both languages, at a phone and a desktop width. Every page is
 * visited in each combination; the behaviours (slideshow, searches, filters, scrolling, lightbox,
 * magazines, newsletter) are each played in one of them, alternating, to keep the suite short.
 */
type Lang = 'pt-BR' | 'en';
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

const T = {
  'pt-BR': {
    home: 'Encontre o fornecedor industrial certo na região',
    companies: 'Empresas',
    about: 'Quem somos',
    contact: 'Contato',
    faq: 'Perguntas frequentes',
    magazines: 'Revistas',
    privacy: /Política de privacidade/i,
    terms: /Termos de uso/i,
    notFound: 'Página não encontrada',
    nextSlide: 'Próximo slide',
    searchCategories: 'Buscar categorias',
    searchCompanies: 'Buscar empresas',
    state: 'Estado',
    city: 'Cidade',
    category: 'Categoria',
    orderBy: 'Ordenar por',
    order: 'Ordem',
    rate: 'Avaliação',
    desc: 'Decrescente',
    end: 'não há mais registros',
    filters: /^Filtros/,
    searchFaq: 'Buscar nas perguntas',
    searchMagazines: 'Buscar nas revistas',
    email: 'Seu e-mail',
    subscribe: 'Assinar',
    subscribed: 'Inscrição confirmada!',
    close: 'Fechar',
    // 'all' agrees with the noun: Estado is masculine, Cidade and Categoria feminine.
    all: ['Todos', 'Todas', 'Todas'],
    noCompanies: 'Nenhuma empresa encontrada!',
    attention: 'Atenção!',
    linkInvalid: 'Este link de confirmação é inválido ou expirou. Inscreva-se novamente.',
  },
  en: {
    home: 'Find the right industrial supplier in the region',
    companies: 'Companies',
    about: 'About us',
    contact: 'Contact',
    faq: 'Frequently asked questions',
    magazines: 'Magazines',
    privacy: /Privacy policy/i,
    terms: /Terms of use/i,
    notFound: 'Page not found',
    nextSlide: 'Next slide',
    searchCategories: 'Search categories',
    searchCompanies: 'Search companies',
    state: 'State',
    city: 'City',
    category: 'Category',
    orderBy: 'Sort by',
    order: 'Order',
    rate: 'Rating',
    desc: 'Descending',
    end: 'no more records',
    filters: /^Filters/,
    searchFaq: 'Search the questions',
    searchMagazines: 'Search the magazines',
    email: 'Your e-mail',
    subscribe: 'Subscribe',
    subscribed: 'Subscription confirmed!',
    close: 'Close',
    all: ['All', 'All', 'All'],
    noCompanies: 'No companies found!',
    attention: 'Attention!',
    linkInvalid: 'This confirmation link is invalid or has expired. Please subscribe again.',
  },
} as const;

async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens the filter panel when the phone layout folds it. */
async function showFilters(page: Page, lang: Lang) {
  const state = page.getByLabel(T[lang].state, { exact: true });
  if (await state.isVisible()) return;
  await page.getByRole('button', { name: T[lang].filters }).click();
  await expect(state).toBeVisible();
}

for (const lang of ['pt-BR', 'en'] as const) {
  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test.describe(`${lang} at ${width} width`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => useLanguage(page, lang));

      test('every public page shows its content', async ({ page }) => {
        const t = T[lang];
        await page.goto('/');
        await expect(h1(page)).toHaveText(t.home);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);

        // The list's empty state first, then every company with the filters at 'all'.
        await page.goto('/companies?search=zzzzqqq');
        await expect(page.getByText(t.noCompanies)).toBeVisible();
        await page.goto('/companies');
        await expect(h1(page)).toHaveText(t.companies);
        await expect(page.getByRole('article').first()).toBeVisible();
        await showFilters(page, lang);
        for (const [index, filter] of [t.state, t.city, t.category].entries()) {
          await expect(page.getByLabel(filter, { exact: true }).locator('option:checked')).toHaveText(
            t.all[index],
          );
        }

        // The first company's page, reached the way a visitor does.
        await page.getByRole('article').first().getByRole('link').first().click();
        await expect(page).toHaveURL(/\/company\/[^/]+\/[^/]+/);
        await expect(h1(page)).not.toHaveText('');
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(0);
        expect(description?.length ?? 0).toBeLessThanOrEqual(153);

        for (const [path, title] of [
          ['/about-us', t.about],
          ['/contact', t.contact],
          ['/frequent-asked-questions', t.faq],
          ['/magazines', t.magazines],
        ] as const) {
          await page.goto(path);
          await expect(h1(page)).toHaveText(title);
        }
        await page.goto('/terms/privacy-policy');
        await expect(h1(page)).toHaveText(t.privacy);
        await expect(page.locator('main p').first()).toBeVisible();
        await page.goto('/terms/terms-of-use');
        await expect(h1(page)).toHaveText(t.terms);
        // A refused newsletter link: the attention heading and the server's own message.
        await page.goto('/newsletter_confirm/not-a-real-token');
        await expect(page.getByText(t.attention)).toBeVisible();
        await expect(page.getByText(t.linkInvalid)).toBeVisible();
        await page.goto('/no/such/page');
        await expect(h1(page)).toHaveText(t.notFound);
      });
    });
  }
}

test.describe('home', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'pt-BR'));

  test('the slideshow advances by itself and with its arrow; the category search narrows the grid', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const counter = page.getByTestId('slideshow-counter');
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    await page.clock.runFor(5_500);
    await expect(counter).toHaveText(/^2 \/ \d+$/);
    await page.getByRole('button', { name: T['pt-BR'].nextSlide }).click();
    await expect(counter).toHaveText(/^3 \/ \d+$/);

    const grid = page.locator('section[aria-labelledby="home-categories"]').getByRole('listitem');
    await expect(grid.first()).toBeVisible();
    const all = await grid.count();
    // Characters in order with gaps, accents ignored: "mtlrg" finds "Metalurgia".
    await page.getByLabel(T['pt-BR'].searchCategories).fill('mtlrg');
    await expect(grid.filter({ hasText: 'Metalurgia' })).toHaveCount(1);
    // The grid follows the box in a deferred render (useDeferredValue): read until it has narrowed.
    await expect.poll(() => grid.count()).toBeLessThan(all);
  });
});

/*
 * Issue 12, item 4: a click left focus on the arrow, which held the slideshow still for good, and
 * after Pause then Play the button said it played while nothing moved.
 */
test('the slideshow goes on after a click on its controls, stops for keyboard focus, and Play plays', async ({
  page,
}) => {
  await useLanguage(page, 'pt-BR');
  await page.clock.install();
  await page.goto('/');
  const counter = page.getByTestId('slideshow-counter');
  const total = Number((await counter.textContent())?.split('/')[1]);
  expect(total).toBeGreaterThanOrEqual(3);
  const shown = async () => Number((await counter.textContent())?.split('/')[0]);
  const advancesBy = async (steps: number, ms: number) => {
    const before = await shown();
    await page.clock.runFor(ms);
    await expect(counter).toHaveText(new RegExp(`^${((before - 1 + steps) % total) + 1} /`));
  };
  const next = page.getByRole('button', { name: 'Próximo slide' });

  // A click, then the pointer goes elsewhere: the focus stays on the arrow, the slides go on.
  await next.click();
  await expect(counter).toHaveText(/^2 \//);
  await page.getByRole('banner').hover({ position: { x: 5, y: 5 } });
  await advancesBy(1, 5_500);

  // Keyboard focus inside holds it; leaving with the keyboard lets it go on.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Slide anterior' })).toBeFocused();
  await advancesBy(0, 12_000);
  await page.getByRole('heading', { level: 1 }).click();
  await advancesBy(1, 5_500);

  // Pause holds it; Play makes it move again while the pointer is still on the button.
  await page.getByRole('button', { name: 'Pausar a apresentação' }).click();
  await advancesBy(0, 12_000);
  await page.getByRole('button', { name: 'Reproduzir a apresentação' }).click();
  await advancesBy(1, 5_500);
  await advancesBy(1, 5_000);
});

/*
 * Issue 12, item 1: every full page load keyed the same saved position, so a page opened by its
 * URL in the same tab opened where the previous one had been scrolled to.
 */
test('a page opened by its URL starts at the top; Back and Forward return where the reader was', async ({
  page,
}) => {
  await useLanguage(page, 'en');
  await page.setViewportSize(PHONE);
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.goto('/');
  await expect(h1(page)).toHaveText(T.en.home);
  // Far down once the page is whole (parts arriving later above would move the reader along).
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForLoadState('networkidle');
  const homeY = await scrollY();
  expect(homeY).toBeGreaterThan(1000);

  await page.goto('/about-us');
  await expect(h1(page)).toHaveText(T.en.about);
  expect(await scrollY()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 400));

  await page.goto('/frequent-asked-questions');
  await expect(h1(page)).toHaveText(T.en.faq);
  expect(await scrollY()).toBe(0);

  await page.goBack();
  await expect(h1(page)).toHaveText(T.en.about);
  await expect.poll(scrollY).toBe(400);
  await page.goBack();
  await expect(h1(page)).toHaveText(T.en.home);
  // Not exact here: the categories arrive after the position is restored, and the browser keeps
  // the part in view in place while they push it down.
  await expect.poll(scrollY).toBeGreaterThanOrEqual(homeY);
  await page.goForward();
  await expect(h1(page)).toHaveText(T.en.about);
  await expect.poll(scrollY).toBe(400);
});

test.describe('companies list', () => {
  test('filters live in the query string and survive a reload and back/forward', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.setViewportSize(PHONE);
    const t = T.en;
    await page.goto('/companies');
    await expect(page.getByRole('article').first()).toBeVisible();
    await showFilters(page, 'en');
    await page.getByLabel(t.state, { exact: true }).selectOption({ label: 'SP' });
    await page.getByLabel(t.city, { exact: true }).selectOption({ label: 'Piracicaba' });
    await expect(page).toHaveURL(/city=9896/);
    await page.getByLabel(t.orderBy).selectOption({ label: t.rate });
    await page.getByLabel(t.order, { exact: true }).selectOption({ label: t.desc });
    await expect(page).toHaveURL(/order_by=rate/);
    await expect(page).toHaveURL(/order=desc/);
    const first = await page.getByRole('article').first().getByRole('link').first().textContent();

    await page.reload();
    await showFilters(page, 'en');
    await expect(page.getByLabel(t.city, { exact: true })).toHaveValue('9896');
    await expect(page.getByLabel(t.orderBy)).toHaveValue('rate');
    await expect(page.getByRole('article').first().getByRole('link').first()).toHaveText(first ?? '');
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText('Piracicaba');

    await page.goBack();
    await expect(page).not.toHaveURL(/order=desc/);
    await page.goForward();
    await expect(page).toHaveURL(/order=desc/);
  });

  test('scrolling loads page after page until "no more records"', async ({ page }) => {
    await useLanguage(page, 'pt-BR');
    await page.setViewportSize(DESKTOP);
    await page.goto('/companies');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(12);
    const end = page.getByText(T['pt-BR'].end);
    for (let i = 0; i < 10 && !(await end.isVisible()); i += 1) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(300);
    }
    await expect(end).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(60);
  });

  test('search ignores accents and case', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/companies?search=metalurgica');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(/Metalúrgica|Metalurgia|Metallurgy/i);
    await page.goto('/companies?search=zzzzqqq');
    await expect(page.getByText('No companies found!')).toBeVisible();
  });
});

test('a company page opens its portfolio in the lightbox', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/companies');
  await page.getByRole('article').first().getByRole('link').first().click();
  const image = page.getByRole('button', { name: /Portfolio image 1 of/ });
  await expect(image).toBeVisible();
  await image.click();
  const lightbox = page.locator('.yarl__root');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('img').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('the FAQ search and a magazine file work', async ({ page, context }) => {
  await useLanguage(page, 'pt-BR');
  await page.goto('/frequent-asked-questions');
  const questions = page
    .getByRole('region', { name: /Perguntas e respostas/ })
    .or(page.locator('main details'));
  await expect(questions.first()).toBeVisible();
  await page.getByLabel(T['pt-BR'].searchFaq).fill('zzzzqqq');
  await expect(page.getByText(/Nenhum registro encontrado!|No records found!/)).toBeVisible({
    timeout: 8_000,
  });

  await page.goto('/magazines?search=');
  const link = page.getByRole('link', { name: /abre em nova aba/ }).first();
  await expect(link).toBeVisible();
  const [file] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await file.waitForLoadState();
  expect(file.url()).toMatch(/\/files\//);
});

test('the newsletter goes from sign-up to the e-mailed link to confirmed', async ({ page }) => {
  await useLanguage(page, 'en');
  const address = `news-${Date.now()}@example.com`;
  await page.goto('/contact');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByLabel(T.en.email).fill(address.toUpperCase());
  await footer.getByRole('button', { name: T.en.subscribe }).click();
  await expect(footer.getByText(/Almost there!/)).toBeVisible();

  let link = '';
  await expect
    .poll(() => {
      const mail = readOutbox().find((m) => m.to.toLowerCase() === address);
      link = /https?:\/\/[^\s"]+\/newsletter_confirm\/[^\s"]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(T.en.subscribed)).toBeVisible();
});
