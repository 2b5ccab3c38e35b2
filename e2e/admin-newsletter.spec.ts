import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSession, DEMO_ADMIN, logInThroughApi, mailedMatch, type OutboxMail, readOutbox } from './support';

/*
 * Issue 15 item 5: the demo admin writes a newsletter issue in both languages in /admin, sees the
 * preview, sends it, and each confirmed subscriber's copy is in the outbox in their language with an
 * unsubscribe link and the List-Unsubscribe headers; the link unsubscribes without logging in.
 */
type Mail = OutboxMail & { headers?: Record<string, string> };

/** Signs an address up and opens the confirmation link, as a visitor would. */
async function subscribe(request: APIRequestContext, email: string, lang: 'pt-BR' | 'en') {
  const headers = await apiSession(request, lang);
  const signUp = await (await request.post('/app/newsletter/register', { headers, data: { email } })).json();
  expect(signUp.response, JSON.stringify(signUp)).toBe(true);
  const link = await mailedMatch(email, /\/newsletter_confirm\/[\w-]+/);
  const token = link.split('/').at(-1);
  const confirmed = await (
    await request.post('/app/newsletter/confirm', { headers, data: { token } })
  ).json();
  expect(confirmed.response, JSON.stringify(confirmed)).toBe(true);
}

test('the demo admin composes and sends a newsletter; the subscriber gets it with List-Unsubscribe', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const reader = `leitora.${stamp}@example.com`;
  const english = `reader.${stamp}@example.com`;
  await subscribe(request, reader, 'pt-BR');
  await subscribe(request, english, 'en');

  const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  await logInThroughApi(page, 'en', DEMO_ADMIN.cpf, DEMO_ADMIN.password);
  page.on('console', (message) => {
    if (message.type() === 'error') console.log('browser:', message.text());
  });
  await page.goto('/admin?tab=newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Newsletter' })).toBeVisible();

  await page.getByLabel('Subject (Portuguese)').fill(`Edição ${stamp}`);
  await page.getByLabel('Text in markdown (Portuguese)').fill('# Feira\n\nA feira **abre** dia 5.');
  await page.getByLabel('Subject (English)').fill(`Issue ${stamp}`);
  await page.getByLabel('Text in markdown (English)').fill('# Fair\n\nThe fair **opens** on the 5th.');
  const preview = page.getByRole('region', { name: 'Preview (English)' });
  await expect(preview.getByRole('heading', { name: 'Fair' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('opens');

  await page.getByRole('button', { name: 'Send to every subscriber' }).click();
  // The app's own dialog asks first (not window.confirm); Cancel leaves the draft as it was.
  const ask = page.getByRole('dialog', { name: 'Send the issue' });
  await expect(ask).toContainText(/Send this issue to \d+ subscribers now\?/);
  await ask.getByRole('button', { name: 'Send to every subscriber' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(/The issue is being sent to \d+ subscribers/)).toBeVisible();

  let mine: Mail | undefined;
  await expect
    .poll(
      () => {
        mine = (readOutbox() as Mail[]).find((m) => m.to === reader && m.subject === `Edição ${stamp}`);
        return (
          mine !== undefined &&
          (readOutbox() as Mail[]).some((m) => m.to === english && m.subject === `Issue ${stamp}`)
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!mine) throw new Error('no issue in the outbox');
  expect(mine.html).toContain('<strong>abre</strong>');
  expect(mine.headers?.['List-Unsubscribe']).toMatch(
    /^<http:\/\/[^>]+\/app\/newsletter\/unsubscribe\/[\w-]+>$/,
  );
  expect(mine.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(
    (readOutbox() as Mail[]).filter((m) => m.to === reader && m.subject === `Edição ${stamp}`),
  ).toHaveLength(1);

  // The link at the foot unsubscribes, from a browser that is not logged in.
  const link = /\/newsletter_unsubscribe\/[\w-]+/.exec(mine.text)?.[0];
  expect(link).toBeTruthy();
  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await visitor.addInitScript(() => localStorage.setItem('lang', 'pt-BR'));
  const visit = await visitor.newPage();
  await visit.goto(link as string);
  await visit.getByRole('button', { name: 'Cancelar inscrição' }).click();
  await expect(visit.getByText(`${reader} não receberá mais a nossa newsletter.`)).toBeVisible();
  await visitor.close();
  await context.close();
});
