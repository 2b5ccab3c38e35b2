import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiCompany, browserFor, expectLoggedInAs } from './quote-support';
import {
  apiCustomer,
  apiLogin,
  apiSession,
  mailedMatch,
  TEST_PASSWORD as PASSWORD,
  type TestAccount,
} from './support';

/*
 * Issue 18 items 4 and 5, in both languages at 375 and 1440 px: of two companies that proposed, the
 * chosen one sees the requester's contact in its quote view; the other is told, in its language,
 * that another proposal was chosen, without the winner's name. The scene is set through the API;
 * what the companies see is read in the browser.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const T = {
  en: {
    received: 'Received quotes',
    view: 'View the quote',
    contact: "Requester's contact",
    cellphone: 'Cellphone',
    bell: /^Notifications/,
    notice: 'Another proposal chosen',
    noticeText: (title: string) =>
      `The requester of "${title}" chose another proposal. Thank you for taking part.`,
  },
  'pt-BR': {
    received: 'Cotações Recebidas',
    view: 'Ver a cotação',
    contact: 'Contato do solicitante',
    cellphone: 'Celular',
    bell: /^Notificações/,
    notice: 'Outra proposta escolhida',
    noticeText: (title: string) =>
      `O solicitante de "${title}" escolheu outra proposta. Obrigado por participar.`,
  },
} as const;
type Lang = keyof typeof T;
const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
] as const;

async function loggedIn(request: APIRequestContext, lang: Lang, account: TestAccount) {
  const headers = await apiSession(request, lang);
  const login = await apiLogin(request, headers, account.cpf, PASSWORD);
  return { headers, companyId: login.register?.company ?? 0 };
}

/** A company of the first category that accepts quotes, its e-mail confirmed; answers its id. */
async function companyOf(request: APIRequestContext, lang: Lang, owner: TestAccount, tradeName: string) {
  await apiCompany(request, lang, owner, tradeName);
  const session = await loggedIn(request, lang, owner);
  const categories = await (await request.get('/app/categories/list', { headers: session.headers })).json();
  return { ...session, categoryId: categories.data[0].id as number };
}

async function post(request: APIRequestContext, url: string, headers: Record<string, string>, data: object) {
  const answer = await (await request.post(`/app${url}`, { headers, data })).json();
  expect(answer.response, `${url}: ${JSON.stringify(answer)}`).toBe(true);
  return answer;
}

for (const lang of ['en', 'pt-BR'] as const) {
  test(`${lang}: the chosen company sees the requester's contact; the other is told another was chosen`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = T[lang];
    const winnerOwner = await apiCustomer(request, 'Vence', lang);
    const loserOwner = await apiCustomer(request, 'Perde', lang);
    const stamp = winnerOwner.stamp.slice(-6);
    const winnerName = `Caldeiraria Vencedora ${stamp}`;
    const winner = await companyOf(request, lang, winnerOwner, winnerName);
    const loser = await companyOf(request, lang, loserOwner, `Caldeiraria Outra ${stamp}`);
    const customer = await apiCustomer(request, 'Compra', lang);
    const buyer = await loggedIn(request, lang, customer);
    const title = `Tanque de inox ${stamp}`;
    const created = await post(request, '/quotes/new', buyer.headers, {
      category: winner.categoryId,
      title,
      description: 'Tanque de aço inox 304, 500 litros.',
      companies: [winner.companyId, loser.companyId],
    });
    const reqId = created.data.reqId as string;
    for (const company of [loser, winner])
      await post(request, '/quotes/proposal_send', company.headers, {
        req_id: reqId,
        proposal: PDF.toString('base64'),
      });
    const info = await post(request, '/quotes/info_customer', buyer.headers, { req_id: reqId });
    const chosen = info.quote.proposals.find((p: { companyName: string }) => p.companyName === winnerName);
    await post(request, '/quotes/proposal_chosen', buyer.headers, { req_id: chosen.reqId });

    const seller = await browserFor(browser, lang, winnerOwner, VIEWPORTS[1].width);
    const other = await browserFor(browser, lang, loserOwner, VIEWPORTS[1].width);
    for (const viewport of VIEWPORTS) {
      // The winner's quote view holds the requester's name, e-mail and cellphone.
      await seller.page.setViewportSize(viewport);
      await seller.page.goto('/quotes');
      await expectLoggedInAs(seller.page, winnerOwner);
      await seller.page.getByRole('tab', { name: t.received }).click();
      await seller.page.getByRole('button', { name: `${t.view} ${title}` }).click();
      const modal = seller.page.getByRole('dialog', { name: title });
      const contact = modal.getByRole('region', { name: t.contact });
      await expect(contact).toBeVisible();
      await expect(contact.getByText(`${customer.shortName} Teste`)).toBeVisible();
      await expect(contact.getByRole('link', { name: customer.email })).toBeVisible();
      await expect(contact.getByRole('link', { name: '19 98765-4321' })).toBeVisible();
      await contact.getByText(t.cellphone).scrollIntoViewIfNeeded();
      expect(await seller.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // The other company's quote view has no contact; its bell says another proposal was chosen.
      await other.page.setViewportSize(viewport);
      await other.page.goto('/quotes');
      await expectLoggedInAs(other.page, loserOwner);
      await other.page.getByRole('tab', { name: t.received }).click();
      await other.page.getByRole('button', { name: `${t.view} ${title}` }).click();
      const otherModal = other.page.getByRole('dialog', { name: title });
      await expect(otherModal.getByText(title).first()).toBeVisible();
      await expect(otherModal.getByRole('region', { name: t.contact })).toHaveCount(0);
      await expect(otherModal.getByText(customer.email)).toHaveCount(0);
      await other.page.goto('/');
      await other.page.getByRole('button', { name: t.bell }).click();
      const panel = other.page.getByRole('region', { name: t.bell });
      await expect(panel.getByText(t.notice).first()).toBeVisible();
      await expect(panel.getByText(t.noticeText(title))).toBeVisible();
      await expect(panel.getByText(winnerName)).toHaveCount(0);
      expect(await other.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    }
    // The chosen company's e-mail has the contact too.
    await mailedMatch(`empresa-${winnerOwner.email}`, new RegExp(customer.email.replace(/[.+]/g, '\\$&')));
    await seller.context.close();
    await other.context.close();
  });
}
