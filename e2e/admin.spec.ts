import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSession, DEMO_ADMIN, logInThroughApi, noSeriousViolations } from './support';

/*
 * Issue 15: the demo admin suspends a company from /admin (with a reason) and the public site stops
 * showing it at once; reinstating brings it back — in each language, at a phone and a desktop
 * width, with the axe checks the public pages pass.
 */
const T = {
  en: {
    title: 'Back office',
    search: 'Search by name, e-mail or CNPJ',
    suspend: 'Suspend',
    reason: /Reason for suspending/,
    confirm: 'Suspend company',
    reinstate: 'Reinstate',
    suspended: /is suspended and out of the public catalogue/,
    reinstated: /is back in the public catalogue/,
    notFound: /not found|does not exist/i,
  },
  'pt-BR': {
    title: 'Administração',
    search: 'Buscar por nome, e-mail ou CNPJ',
    suspend: 'Suspender',
    reason: /Motivo da suspensão/,
    confirm: 'Suspender empresa',
    reinstate: 'Reativar',
    suspended: /está suspensa e fora do catálogo público/,
    reinstated: /voltou ao catálogo público/,
    notFound: /não encontrad|não existe/i,
  },
} as const;
type Lang = keyof typeof T;

/** A demo company that is not the demo owner's (other specs use that one), by page of the catalogue. */
async function demoCompany(request: APIRequestContext, page: number) {
  const headers = await apiSession(request);
  const list = await (await request.post('/app/companies/list', { headers, data: { page } })).json();
  const company = list.data.at(-1) as { reqId: string; name: string };
  return { ...company, publicInCatalogue: () => inCatalogue(request, headers, company.reqId) };
}

async function inCatalogue(request: APIRequestContext, headers: Record<string, string>, reqId: string) {
  const info = await (await request.post('/app/companies/info', { headers, data: { req_id: reqId } })).json();
  return info.response === true;
}

const CASES: { lang: Lang; width: number; page: number }[] = [
  { lang: 'en', width: 1440, page: 3 },
  { lang: 'pt-BR', width: 375, page: 4 },
];

for (const { lang, width, page: cataloguePage } of CASES) {
  test(`${lang} at ${width} px: the demo admin suspends and reinstates a company`, async ({
    browser,
    request,
  }) => {
    const t = T[lang];
    const company = await demoCompany(request, cataloguePage);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    await logInThroughApi(page, lang, DEMO_ADMIN.cpf, DEMO_ADMIN.password);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await page.getByLabel(t.search).fill(company.name);
    // A table row on a desktop, a card on a phone (issue 30 item 19).
    const row = page
      .getByRole(width < 800 ? 'listitem' : 'row')
      .filter({ hasText: company.name })
      .first();
    await expect(row).toBeVisible();
    await page.waitForLoadState('networkidle');
    await noSeriousViolations(page);

    await row.getByRole('button', { name: t.suspend, exact: true }).click();
    await row.getByLabel(t.reason).fill('Documentação vencida / expired papers');
    await row.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.suspended).first()).toBeVisible();
    expect(await company.publicInCatalogue()).toBe(false);
    await noSeriousViolations(page);

    await row.getByRole('button', { name: t.reinstate }).click();
    await expect(page.getByText(t.reinstated).first()).toBeVisible();
    expect(await company.publicInCatalogue()).toBe(true);
    await context.close();
  });
}

test('en at 1440 px: the dashboard draws its charts with their tables, and the verified mark reaches the public page', async ({
  browser,
  request,
}) => {
  const company = await demoCompany(request, 2);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  await logInThroughApi(page, 'en', DEMO_ADMIN.cpf, DEMO_ADMIN.password);

  await page.goto('/admin?tab=insight');
  await expect(page.getByRole('heading', { level: 2, name: 'Insight' })).toBeVisible();
  const activity = page
    .getByRole('figure')
    .filter({ hasText: 'Quote requests, proposals and chosen proposals per week' });
  await expect(activity.getByRole('img', { name: /Chart: Quote requests/ })).toBeVisible();
  await activity.getByText('The figures as a table').click();
  const table = activity.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Chosen proposals' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(13); // header + 12 weeks
  await expect(page.getByText('Requests answered with at least one proposal')).toBeVisible();

  await page.goto('/admin?tab=companies');
  await page.getByLabel('Search by name, e-mail or CNPJ').fill(company.name);
  const row = page.getByRole('row').filter({ hasText: company.name }).first();
  await row.getByRole('button', { name: 'Full record' }).click();
  const dialog = page.getByRole('dialog', { name: company.name });
  await dialog.getByRole('button', { name: 'Mark as verified by the association' }).click();
  await expect(page.getByText(/now shows the verified mark/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The public company answer (what its page and card render) carries the mark.
  const info = await (
    await request.post('/app/companies/info', {
      headers: await apiSession(request),
      data: { req_id: company.reqId },
    })
  ).json();
  expect(info.data.verified).toBe(true);
  await context.close();
});
