import { expect, test } from './fixtures';

test.describe('smoke', () => {
  test('home loads with the catalogue name in the title', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'pt-BR'));
    await page.goto('/');
    await expect(page).toHaveTitle(/Catálogo Industrial/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('the language switch changes the page language', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('lang', 'pt-BR');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/');
    const footer = page.locator('footer');
    // A server-rendered page shows its buttons before React hydrates them: click until it answers.
    await expect(async () => {
      await footer.getByRole('button', { name: /english/i }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 1_000 });
    }).toPass();
    await expect(page).toHaveTitle(/Industrial Catalogue/);
    await expect(page.getByRole('navigation').first()).toContainText(/Companies/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(async () => {
      await footer.getByRole('button', { name: /português/i }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR', { timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('navigation').first()).toContainText(/Empresas/);
  });

  test('English is the default for an English browser without a stored choice', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404')).toBeVisible();
    await page
      .getByRole('link', { name: /home|início/i })
      .last()
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown terms page replaces history with /404-not-found', async ({ page }) => {
    await page.goto('/');
    await page.goto('/terms/whatever');
    await expect(page).toHaveURL(/\/404-not-found$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('strings loaded on demand', () => {
  test('the login modal brings its strings in either language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'pt-BR'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Entre na sua conta' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page
      .locator('footer')
      .getByRole('button', { name: /english/i })
      .click();
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Log in to your account' })).toBeVisible();
  });
});
