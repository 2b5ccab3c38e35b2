import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { fitsWidth } from './quote-support';
import { apiLogin, apiSession, DEMO_OWNER, logInThroughApi, noSeriousViolations } from './support';

/*
 * Answers to ratings: the demo company owner answers one of the company's ratings from /profile (in
 * Portuguese, on a phone), and a visitor (in English, on a desktop) reads the answer under the
 * rating on the company's public page, rendered by the server and hydrated without a warning. The
 * answer is removed at the end, so the demo company reads as before for the other specs (the
 * rater's "answer received" notification stays, as the moderation spec's notices do).
 */

interface OwnCard {
  reqId: string;
  shortDescription: string | null;
  reply?: { text: string } | null;
}

// React's hydration complaints (development wording, production error codes), as ssr-hydration.spec.ts.
const HYDRATION_PROBLEM =
  /hydrat|did not match|didn't match|server rendered|Minified React error #4(18|19|21|22|23|25)/i;

async function ownerApi(request: APIRequestContext) {
  const headers = await apiSession(request, 'pt-BR');
  await apiLogin(request, headers, DEMO_OWNER.cpf, DEMO_OWNER.password);
  return headers;
}

test('the demo owner answers a rating and the public company page shows the answer', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await ownerApi(request);
  const company = (await (await request.get('/app/company/info', { headers })).json()).company as {
    reqId: string;
    tradeName: string;
  };
  const cards = (await (await request.get('/app/company/rates', { headers })).json()).ratesList as OwnCard[];
  const index = cards.findIndex((card) => !card.reply && card.shortDescription);
  expect(index).toBeGreaterThanOrEqual(0);
  const target = cards[index] as OwnCard & { shortDescription: string };
  const answer = `Obrigado pela avaliação: já trocamos a transportadora (e2e ${Date.now()}).`;
  const companyPath = `/company/${company.reqId}/empresa`;

  try {
    // The owner, in Portuguese at 375 px.
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'pt-BR'));
    const page = await context.newPage();
    await logInThroughApi(page, 'pt-BR', DEMO_OWNER.cpf, DEMO_OWNER.password);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Avaliações da empresa' }).click();
    const card = page.getByRole('region', { name: 'Avaliações da empresa' }).getByRole('listitem').nth(index);
    await expect(card).toContainText(target.shortDescription);
    await card.getByRole('button', { name: 'Responder publicamente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Responder a esta avaliação publicamente' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await dialog.getByLabel('Sua resposta').fill(answer);
    await expect(dialog.getByText(`${answer.length} de 1000 caracteres`)).toBeVisible();
    await fitsWidth(page);
    await noSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Publicar resposta' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Sua resposta foi publicada na página da empresa.').first()).toBeVisible();
    await expect(card.getByText(answer)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Editar resposta' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remover resposta' })).toBeVisible();
    await fitsWidth(page);
    await context.close();

    // The server's own render carries the answer (crawlers and link previews run no script).
    const html = await (await request.get(`${companyPath}?lang=en`)).text();
    expect(html).toContain(`Answer from ${company.tradeName}`.replace(/&/g, '&amp;'));
    expect(html).toContain(answer);

    // A visitor in English at 1440 px: the answer under its rating, hydrated without a warning.
    const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const publicPage = await visitor.newPage();
    const problems: string[] = [];
    publicPage.on('console', (message) => {
      if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
    });
    await publicPage.goto(`${companyPath}?lang=en`);
    await expect(publicPage.locator('html[data-hydrated]')).toHaveCount(1);
    const rating = publicPage.getByRole('listitem').filter({ hasText: target.shortDescription });
    await expect(rating.getByText(`Answer from ${company.tradeName}`)).toBeVisible();
    await expect(rating.getByText(answer)).toBeVisible();
    await noSeriousViolations(publicPage);
    expect(problems).toEqual([]);
    await visitor.close();
  } finally {
    // Back as it was for the other specs.
    const removed = await (
      await request.post('/app/company/rate_reply_remove', { headers, data: { req_id: target.reqId } })
    ).json();
    expect(removed.response, JSON.stringify(removed)).toBe(true);
  }
});
