import { expect, test } from './fixtures';
import { DEMO_ADMIN, logInThroughApi, readOutbox } from './support';

/*
 * Issue 35 item 4: the association's view of its listings, end to end on the demo data: the demo
 * admin opens the listings tab, e-mails a list's owners a reminder through the button and its
 * dialog, and the reminders are in the outbox; a second click the same month sends none.
 */

test('the demo admin reminds a list’s owners from the listings tab, once a month', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInThroughApi(page, 'en', DEMO_ADMIN.cpf, DEMO_ADMIN.password);
  await page.goto('/admin?tab=listings');
  await expect(page.getByRole('heading', { level: 2, name: 'Listings that bring nothing' })).toBeVisible();
  const remind = page.getByRole('button', { name: 'E-mail a reminder to their owners' }).first();
  const before = readOutbox().length;
  await remind.click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText(/receives? an e-mail in their language/);
  await ask.getByRole('button', { name: 'Send the reminders' }).click();
  const sent = page.getByText(/^Reminders? sent to (\d+) compan(y|ies)\.$/);
  await expect(sent).toBeVisible();
  const count = Number(/(\d+)/.exec((await sent.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect.poll(() => readOutbox().length - before, { timeout: 15_000 }).toBe(count);
  // The list now shows when its owners were reminded, and the same button sends nothing more.
  await remind.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send the reminders' }).click();
  await expect(page.getByText(/^No reminder sent: each of these companies already had one/)).toBeVisible();
  expect(readOutbox().length - before).toBe(count);
});
