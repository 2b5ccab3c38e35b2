import { generateCPF } from '@brazilian-utils/brazilian-utils';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 12, item 15 (wording and layout): the banner's words in the page's language, category
 * names not cut mid-word on a phone, the whole home slide on a small tablet, and toasts that leave
 * a modal's close button free.
 */
type Lang = 'pt-BR' | 'en';

const T = {
  'pt-BR': {
    bannerAlt: 'Catálogo Industrial da Associação Industrial Regional',
    caption: 'Catálogo Industrial',
    otherCaption: 'Industrial Catalogue',
    nextSlide: 'Próximo slide',
    login: 'Entrar',
    loginTitle: 'Entre na sua conta',
    createAnAccount: 'Cadastre-se',
    registerTitle: 'Crie a sua conta',
    name: 'Nome completo',
    email: 'E-mail',
    emailConfirm: 'Confirme o e-mail',
    cellphone: 'Celular',
    city: 'Cidade',
    password: 'Senha',
    passwordConfirm: 'Confirme a senha',
    createAccount: 'Criar conta',
    close: 'Fechar',
  },
  en: {
    bannerAlt: 'Industrial Catalogue of the Regional Industrial Association',
    caption: 'Industrial Catalogue',
    otherCaption: 'Catálogo Industrial',
    nextSlide: 'Next slide',
    login: 'Log in',
    loginTitle: 'Log in to your account',
    createAnAccount: 'Create an account',
    registerTitle: 'Create your account',
    name: 'Full name',
    email: 'E-mail',
    emailConfirm: 'Confirm the e-mail',
    cellphone: 'Cellphone',
    city: 'City',
    password: 'Password',
    passwordConfirm: 'Confirm the password',
    createAccount: 'Create account',
    close: 'Close',
  },
} as const;

async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

/**
 * True when the middle of `target` is what a click there reaches and no toast lies over it. The
 * top layer puts the modal opened last above the toasts, so a toast shown before it hides nothing
 * yet; the next toast (shown again on top) would: the boxes must not meet.
 */
async function free(target: Locator, toast: Locator): Promise<boolean> {
  const [box, over] = [await target.boundingBox(), await toast.boundingBox()];
  if (!box || !over) return false;
  const meet =
    box.x < over.x + over.width &&
    over.x < box.x + box.width &&
    box.y < over.y + over.height &&
    over.y < box.y + box.height;
  const hit = await target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && element.contains(at);
  });
  return hit && !meet;
}

for (const [lang, viewport] of [
  ['en', { width: 1440, height: 900 }],
  ['pt-BR', { width: 375, height: 740 }],
] as const) {
  test(`${lang}: the home banner's words are text in the page's language`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await useLanguage(page, lang);
    await page.goto('/');
    const image = page.getByRole('img', { name: T[lang].bannerAlt });
    await image.scrollIntoViewIfNeeded();
    const picture = image.locator('xpath=..');
    await expect(picture.getByText(T[lang].caption, { exact: true })).toBeVisible();
    await expect(picture).not.toContainText(T[lang].otherCaption);
    // The caption sits inside the picture's box.
    const [outer, inner] = [
      await image.boundingBox(),
      await picture.getByText(T[lang].caption).boundingBox(),
    ];
    expect(inner && outer && inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height).toBe(
      true,
    );
  });
}

for (const lang of ['pt-BR', 'en'] as const) {
  test(`${lang}: at 375 px no category name is cut inside a word`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await useLanguage(page, lang);
    await page.goto('/');
    const tiles = page.locator('a[href*="/companies?category="]');
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThan(5);
    // Each word's line boxes: a word cut across lines has boxes on two lines (no dictionary for
    // hyphens in the test browser, so every word must stay whole).
    const cut = await tiles.evaluateAll((links) =>
      links.flatMap((link) => {
        const name = [...link.children].find((c) => c.tagName === 'SPAN' && !c.hasAttribute('aria-hidden'));
        const node = name?.firstChild;
        if (!name || !node || node.nodeType !== Node.TEXT_NODE) return [`no name in ${link.textContent}`];
        const text = node.textContent ?? '';
        const out: string[] = [];
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(match[0]);
        }
        if (name.scrollWidth > name.clientWidth + 1) out.push(`${text} overflows`);
        return out;
      }),
    );
    expect(cut).toEqual([]);
    await expect(page.getByText(lang === 'en' ? 'Sugar and Ethanol' : 'Sucroenergético')).toBeVisible();
  });
}

for (const [lang, viewport] of [
  ['pt-BR', { width: 600, height: 800 }],
  ['en', { width: 700, height: 800 }],
  ['en', { width: 779, height: 900 }],
  ['pt-BR', { width: 779, height: 900 }],
] as const) {
  test(`${lang}: at ${viewport.width}x${viewport.height} the whole slide, its controls and the title are in view`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await useLanguage(page, lang);
    await page.goto('/');
    const slide = page.locator('[data-screen] [role="group"]:not([inert])');
    await expect(slide).toBeVisible();
    // The page's title under the slide shows too: a square slide left no room for it.
    for (const part of [
      slide,
      page.getByRole('heading', { level: 1 }),
      page.getByRole('button', { name: T[lang].nextSlide }),
      page.getByTestId('slideshow-counter'),
    ]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
    }
    const box = await slide.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(300);
  });
}

for (const [lang, viewport] of [
  ['pt-BR', { width: 375, height: 740 }],
  ['en', { width: 1440, height: 900 }],
] as const) {
  test(`${lang}: after a registration the success toast leaves the modal's close button free`, async ({
    page,
  }) => {
    const t = T[lang];
    await page.setViewportSize(viewport);
    await useLanguage(page, lang);
    await page.goto('/');
    await page.getByRole('button', { name: t.login }).first().click();
    await page
      .getByRole('dialog', { name: t.loginTitle })
      .getByRole('button', { name: t.createAnAccount })
      .click();
    const dialog = page.getByRole('dialog', { name: t.registerTitle });
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await dialog.getByLabel(t.name).fill(`Bia Teste ${stamp}`);
    await dialog.getByLabel('CPF').fill(generateCPF());
    await dialog.getByLabel(t.email, { exact: true }).fill(`bia-${stamp}@example.com`);
    await dialog.getByLabel(t.emailConfirm).fill(`bia-${stamp}@example.com`);
    await dialog.getByLabel(t.cellphone).fill('19987654321');
    await dialog.getByLabel(t.city, { exact: true }).selectOption({ label: 'Piracicaba' });
    await dialog.getByLabel(t.password, { exact: true }).fill('Ponte#Rio2026');
    await dialog.getByLabel(t.passwordConfirm).fill('Ponte#Rio2026');
    await dialog.getByRole('checkbox').last().check();
    await dialog.getByRole('button', { name: t.createAccount }).click();

    const login = page.getByRole('dialog', { name: t.loginTitle });
    await expect(login).toBeVisible({ timeout: 10_000 });
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    // A pointer over the toasts stops their clock (5 s), for a slow machine. The open modal takes
    // the real pointer, so the event is sent to the toast itself.
    await toast.dispatchEvent('mouseover');
    const close = login.getByRole('button', { name: t.close, exact: true });
    await expect.poll(() => free(close, toast)).toBe(true);

    // The register modal is tall: its close button sits near the top, where the toast was.
    await login.getByRole('button', { name: t.createAnAccount }).click();
    await expect(dialog).toBeVisible();
    await expect(toast).toBeVisible();
    const closeRegister = dialog.getByRole('button', { name: t.close, exact: true });
    // Polled: the modal's entrance animation moves the button for a moment.
    await expect.poll(() => free(closeRegister, toast)).toBe(true);
    await closeRegister.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden();
  });
}
