import { dateInputText } from '../src/shared/rules/date-input-text';
import { dateToSaoPauloLocal } from '../src/shared/rules/sao-paulo-time';
import { expect, test } from './fixtures';
import { apiCompany, browserFor, fitsWidth, openQuote } from './quote-support';
import { apiCustomer, LOGIN_TEXTS, noSeriousViolations } from './support';

/*
 * Issue 18 items 2 and 3: the customer sets a response deadline on a new quote, the company sees
 * the time left and declines with a reason, the quote leaves its "To answer" list, and the customer
 * sees who declined and why — in both languages, on a phone and on a desktop.
 */
const T = {
  en: {
    ...LOGIN_TEXTS.en,
    title: 'Title',
    description: 'Description',
    deadline: 'Response deadline (optional)',
    submit: 'Send the request',
    mine: 'My quotes',
    received: 'Received quotes',
    view: 'View the quote',
    left: /\d+ days? left/,
    toAnswer: 'To answer',
    all: 'All',
    declineOpen: 'Decline to quote',
    declineTitle: 'Decline this quote',
    reason: 'Reason',
    other: 'Other',
    details: 'Details',
    decline: 'Decline',
    youDeclined: 'Your company declined this quote on',
    declinedBy: (company: string) => `${company} declined on`,
    reasonShown: 'Reason: Other',
    timeZone: '(São Paulo time)',
  },
  'pt-BR': {
    ...LOGIN_TEXTS['pt-BR'],
    title: 'Título',
    description: 'Descrição',
    deadline: 'Prazo de resposta (opcional)',
    submit: 'Enviar a solicitação',
    mine: 'Minhas Cotações',
    received: 'Cotações Recebidas',
    view: 'Ver a cotação',
    left: /Falta(m)? \d+ dias?/,
    toAnswer: 'A responder',
    all: 'Todas',
    declineOpen: 'Recusar cotação',
    declineTitle: 'Recusar esta cotação',
    reason: 'Motivo',
    other: 'Outro',
    details: 'Detalhes',
    decline: 'Recusar',
    youDeclined: 'Sua empresa recusou esta cotação em',
    declinedBy: (company: string) => `${company} recusou em`,
    reasonShown: 'Motivo: Outro',
    timeZone: '(horário de São Paulo)',
  },
} as const;

for (const lang of ['en', 'pt-BR'] as const) {
  for (const width of [375, 1440]) {
    test(`${lang} at ${width} px: deadline set, company declines, customer sees why`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const t = T[lang];
      const stamp = `${Date.now()}`.slice(-6);
      const tradeName = `Prazo ${lang} ${width} ${stamp}`;
      const owner = await apiCustomer(request, 'Dono', lang);
      const company = await apiCompany(request, lang, owner, tradeName);
      const customer = await apiCustomer(request, 'Cliente', lang);
      const title = `Eixos ${lang} ${width} ${stamp}`;

      // The customer asks this company, with a deadline five days ahead (São Paulo time).
      const buyer = await browserFor(browser, lang, customer, width);
      await buyer.page.goto(`/quotes/new-quote/${company.reqId}`);
      await buyer.page.getByLabel(t.title, { exact: true }).fill(title);
      await buyer.page.getByLabel(t.description, { exact: true }).fill('Eixos em aço 4140, 50 peças.');
      const deadline = dateToSaoPauloLocal(new Date(Date.now() + 5 * 86_400_000))
        .slice(0, 11)
        .concat('17:00');
      await buyer.page.getByLabel(t.deadline).fill(dateInputText(deadline, 'dateTime', lang));
      await buyer.page.getByRole('button', { name: t.submit }).click();
      await expect(buyer.page.getByLabel(t.title, { exact: true })).toHaveValue('', { timeout: 15_000 });
      await buyer.page.getByRole('tab', { name: t.mine }).click();
      const mineRow = buyer.page.getByRole('row').filter({ hasText: title });
      await expect(mineRow.getByText(t.left)).toBeVisible();
      await fitsWidth(buyer.page);

      // The company sees the time left, finds it under "To answer", and declines it.
      const seller = await browserFor(browser, lang, owner, width);
      await seller.page.goto('/quotes');
      await seller.page.getByRole('tab', { name: t.received }).click();
      await seller.page.getByRole('radio', { name: t.toAnswer }).check();
      await expect(seller.page.getByRole('row').filter({ hasText: title })).toBeVisible();
      await fitsWidth(seller.page);
      const modal = await openQuote(seller.page, lang, 'received', title);
      await expect(modal.getByText(t.left)).toBeVisible();
      await expect(modal.getByText(t.timeZone)).toBeVisible();
      await modal.getByRole('button', { name: t.declineOpen }).click();
      const dialog = seller.page.getByRole('dialog', { name: t.declineTitle });
      await dialog.getByLabel(t.reason).selectOption({ label: t.other });
      await dialog.getByLabel(t.details).fill(`Só trabalhamos com alumínio ${stamp}`);
      await fitsWidth(seller.page);
      await noSeriousViolations(seller.page);
      await dialog.getByRole('button', { name: t.decline, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(modal.getByText(t.youDeclined)).toBeVisible();
      await expect(modal.getByRole('button', { name: t.declineOpen })).toHaveCount(0);

      // It left the company's to-do, and stays in the full list.
      await seller.page.goto('/quotes');
      await seller.page.getByRole('tab', { name: t.received }).click();
      await seller.page.getByRole('radio', { name: t.toAnswer }).check();
      await expect(seller.page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
      await noSeriousViolations(seller.page);
      await seller.page.getByRole('radio', { name: t.all }).check();
      await expect(seller.page.getByRole('row').filter({ hasText: title })).toBeVisible();

      // The customer sees who declined and why.
      const view = await openQuote(buyer.page, lang, 'mine', title);
      await expect(view.getByText(t.declinedBy(tradeName))).toBeVisible();
      await expect(view.getByText(t.reasonShown)).toBeVisible();
      await expect(view.getByText(`Só trabalhamos com alumínio ${stamp}`)).toBeVisible();
      await fitsWidth(buyer.page);
      await noSeriousViolations(buyer.page);

      await buyer.context.close();
      await seller.context.close();
    });
  }
}
