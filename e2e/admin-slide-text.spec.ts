import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, apiSession, DEMO_ADMIN } from './support';

/*
 * Issue 15: a home slide's text, written in the back office, shows under its title on the public
 * slideshow, over the picture: the picture (the page's first paint and largest element) keeps the
 * same box with or without the text, at a desktop and a phone width.
 */
interface AdminSlide {
  id: number;
  active: boolean;
  title_pt: string;
  title_en: string;
  text_pt: string;
  text_en: string;
  href: string | null;
}

async function adminHeaders(request: APIRequestContext) {
  const headers = await apiSession(request, 'en');
  await apiLogin(request, headers, DEMO_ADMIN.cpf, DEMO_ADMIN.password);
  return headers;
}

async function saveText(
  request: APIRequestContext,
  headers: Record<string, string>,
  slide: AdminSlide,
  text: { pt: string; en: string },
) {
  const { id, title_pt, title_en, href, active } = slide;
  const body = { id, title_pt, title_en, text_pt: text.pt, text_en: text.en, href: href ?? '', active };
  const answer = await (await request.post('/app/admin/content/slides/save', { headers, data: body })).json();
  expect(answer.response, JSON.stringify(answer)).toBe(true);
}

/** The first slide's picture box, once the slideshow has replaced the server's first paint. */
async function firstPicture(page: Page) {
  const slide = page.getByRole('group').first();
  await expect(slide.locator('img')).toBeVisible();
  await page.waitForLoadState('networkidle');
  return slide.locator('img').boundingBox();
}

test('a slide text shows under its title without moving or resizing the picture', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const list = await (await request.get('/app/admin/content/slides', { headers })).json();
  const slide = (list.data as AdminSlide[]).find((s) => s.active);
  if (!slide) throw new Error('the demo data has no active slide');
  const text = `Over 400 companies of the region ${Date.now()}`;
  try {
    for (const width of [1440, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript(() => localStorage.setItem('lang', 'en'));
      const page = await context.newPage();
      await saveText(request, headers, slide, { pt: '', en: '' });
      await page.goto('/');
      const before = await firstPicture(page);
      await saveText(request, headers, slide, { pt: `${text} (pt)`, en: text });
      await page.reload();
      const shown = page.getByText(text, { exact: true });
      await expect(shown).toBeVisible();
      expect(await firstPicture(page), `@${width}`).toEqual(before);
      // Inside the picture's box, under the title.
      const box = await shown.boundingBox();
      if (!before || !box) throw new Error('no box');
      expect(box.y + box.height).toBeLessThanOrEqual(before.y + before.height);
      expect(box.x).toBeGreaterThanOrEqual(before.x);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(scroll, `@${width}: nothing scrolls sideways`).toBe(true);
      await context.close();
    }
  } finally {
    await saveText(request, headers, slide, { pt: slide.text_pt, en: slide.text_en });
  }
});
