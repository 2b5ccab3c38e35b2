import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, logInThroughApi, noSeriousViolations } from './support';

/*
 * Issue 30 item 19: the demo admin walks every back-office tab (and every tab inside one) at
 * 375 px, each `<details>` opened, and no element reaches past the screen's right edge: the
 * lists are cards there, their actions in sight. The only thing allowed to scroll sideways is a row
 * of tabs, which says so itself (tabs.tsx fades the cut side and shows an arrow).
 */
const WIDTH = 375;
const TABS = [
  'companies',
  'customers',
  'newsletter',
  'ratings',
  'insight',
  'approvals',
  'content',
  'publish',
  'audit',
];

/** What lies past the right edge: the document itself, or the elements whose box ends beyond it. */
function beyondTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`document: scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('[role="tablist"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      found.push(
        `${element.tagName.toLowerCase()}.${element.className} "${text}" right=${Math.round(box.right)}`,
      );
    }
    return found.slice(0, 20);
  });
}

/** Opens every closed `<details>` (the insight tables, a diff), so what it hides is measured too. */
async function openEveryDetails(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
}

async function checkThePanel(page: Page, where: string, axe: boolean): Promise<void> {
  await page.waitForLoadState('networkidle');
  await openEveryDetails(page);
  expect(await beyondTheScreen(page), where).toEqual([]);
  if (axe) await noSeriousViolations(page);
}

// The axe checks once, in Portuguese (its longer words are the harder case); the widths in both.
for (const lang of ['pt-BR', 'en'] as const) {
  test(`${lang} at ${WIDTH} px: every back-office tab fits the screen`, async ({ browser }) => {
    test.setTimeout(400_000);
    const axe = lang === 'pt-BR';
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 800 } });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    await logInThroughApi(page, lang, DEMO_ADMIN.cpf, DEMO_ADMIN.password);

    for (const tab of TABS) {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.getByRole('main').locator('a[aria-current="page"]')).toBeVisible();
      await expect(page.getByText(/^(Carregando|Loading)/)).toHaveCount(0, { timeout: 15_000 });
      const inner = page.getByRole('main').getByRole('tab');
      const count = await inner.count();
      if (count === 0) await checkThePanel(page, tab, axe);
      for (let i = 0; i < count; i++) {
        await inner.nth(i).click();
        await checkThePanel(page, `${tab} / ${await inner.nth(i).textContent()}`, axe);
      }
    }
    // The companies' actions are in sight on a card: no sideways scroll to reach them.
    await page.goto('/admin?tab=companies');
    const actions = page.getByRole('button', { name: /^(Suspend|Suspender|Reinstate|Reativar)$/ }).first();
    const box = await actions.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(WIDTH);
    await context.close();
  });
}
