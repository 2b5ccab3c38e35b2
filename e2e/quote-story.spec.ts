import { expect, test } from './fixtures';
import { apiCompany, apiLoggedIn, browserFor, fitsWidth, openQuote } from './quote-support';
import { apiCustomer, type TestAccount } from './support';

/*
 * Issue 18 item 8, the whole story: a quote with a response deadline reaches three companies; one
 * declines (on a phone), two send structured proposals; the customer sees the time left, who
 * declined and why, compares the two proposals on a desktop and on a phone, and chooses one; the
 * winner gets the customer's contact and the other company is told, without the winner's name.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const T = {
  en: {
    left: /\d+ days? left/,
    declineOpen: 'Decline to quote',
    declineTitle: 'Decline this quote',
    reason: 'Reason',
    other: 'Other',
    details: 'Details',
    decline: 'Decline',
    declinedBy: (company: string) => `${company} declined on`,
    compare: 'Compare proposals',
    lowest: 'Lowest price',
    fastest: 'Fastest delivery',
    proposals: 'Proposals',
    choose: 'Choose this proposal',
    chooseTitle: 'Choose proposal',
    chooseYes: 'Yes, choose it',
    notChosen: (title: string) =>
      `The requester of "${title}" chose another proposal. Thank you for taking part.`,
  },
  'pt-BR': {
    left: /Falta(m)? \d+ dias?/,
    declineOpen: 'Recusar cotação',
    declineTitle: 'Recusar esta cotação',
    reason: 'Motivo',
    other: 'Outro',
    details: 'Detalhes',
    decline: 'Recusar',
    declinedBy: (company: string) => `${company} recusou em`,
    compare: 'Comparar propostas',
    lowest: 'Menor preço',
    fastest: 'Entrega mais rápida',
    proposals: 'Propostas',
    choose: 'Escolher esta proposta',
    chooseTitle: 'Escolher proposta',
    chooseYes: 'Sim, escolher',
    notChosen: (title: string) =>
      `O solicitante de "${title}" escolheu outra proposta. Obrigado por participar.`,
  },
} as const;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

for (const lang of ['pt-BR', 'en'] as const) {
  test(`${lang}: three companies, a deadline, a decline, two proposals compared at 1440 and 375 px, one chosen`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = T[lang];
    const stamp = `${Date.now()}`.slice(-6);
    const names = {
      alfa: `Alfa ${lang} ${stamp}`,
      beta: `Beta ${lang} ${stamp}`,
      gama: `Gama ${lang} ${stamp}`,
    };
    const owners = {
      alfa: await apiCustomer(request, 'Alfa', lang),
      beta: await apiCustomer(request, 'Beta', lang),
      gama: await apiCustomer(request, 'Gama', lang),
    };
    for (const key of ['alfa', 'beta', 'gama'] as const)
      await apiCompany(request, lang, owners[key], names[key]);
    const customer = await apiCustomer(request, 'Cliente', lang);
    const title = `Historia ${lang} ${stamp}`;

    // The request, to every company of the category (the three among them), answers due in 5 days.
    const buyerHeaders = await apiLoggedIn(request, lang, customer);
    const categories = await (await request.get('/app/categories/list', { headers: buyerHeaders })).json();
    const created = await (
      await request.post('/app/quotes/new', {
        headers: buyerHeaders,
        data: {
          category: categories.data[0].id,
          title,
          description: 'Flanges em aço inox, 200 peças.',
          companies: null,
          deadline: inDays(5).toISOString(),
        },
      })
    ).json();
    expect(created.response, JSON.stringify(created)).toBe(true);
    const reqId = created.data.reqId as string;

    // Gama declines on a phone, with its reason.
    const gama = await browserFor(browser, lang, owners.gama, 375);
    const gamaView = await openQuote(gama.page, lang, 'received', title);
    await expect(gamaView.getByText(t.left)).toBeVisible();
    await gamaView.getByRole('button', { name: t.declineOpen }).click();
    const dialog = gama.page.getByRole('dialog', { name: t.declineTitle });
    await dialog.getByLabel(t.reason).selectOption({ label: t.other });
    await dialog.getByLabel(t.details).fill(`Sem inox em estoque ${stamp}`);
    await dialog.getByRole('button', { name: t.decline, exact: true }).click();
    await expect(dialog).toBeHidden();
    await fitsWidth(gama.page);
    await gama.context.close();

    // Alfa and Beta send structured proposals: Beta cheaper, Alfa faster.
    const send = async (owner: TestAccount, terms: object) => {
      const headers = await apiLoggedIn(request, lang, owner);
      const sent = await (
        await request.post('/app/quotes/proposal_send', {
          headers,
          data: { req_id: reqId, proposal: PDF.toString('base64'), ...terms },
        })
      ).json();
      expect(sent.response, JSON.stringify(sent)).toBe(true);
      return headers;
    };
    const validUntil = inDays(20).toISOString().slice(0, 10);
    const alfaHeaders = await send(owners.alfa, {
      price_cents: 1_500_000,
      delivery_days: 7,
      valid_until: validUntil,
    });
    const betaHeaders = await send(owners.beta, {
      price_cents: 1_200_000,
      delivery_days: 25,
      valid_until: validUntil,
    });

    // The customer, on a desktop: time left, Gama's decline and why, the comparison with its marks.
    const buyer = await browserFor(browser, lang, customer, 1440);
    const view = await openQuote(buyer.page, lang, 'mine', title);
    await expect(view.getByText(t.left).first()).toBeVisible();
    await expect(view.getByText(t.declinedBy(names.gama))).toBeVisible();
    await expect(view.getByText(`Sem inox em estoque ${stamp}`)).toBeVisible();
    const compare = view.getByRole('region', { name: t.compare });
    await expect(compare.getByRole('table')).toBeVisible();
    await expect(compare.getByRole('row').filter({ hasText: names.beta }).getByText(t.lowest)).toBeVisible();
    await expect(compare.getByRole('row').filter({ hasText: names.alfa }).getByText(t.fastest)).toBeVisible();
    await expect(compare.getByRole('row').filter({ hasText: names.gama })).toHaveCount(0);

    // On a phone: the same comparison as cards, nothing wider than the screen.
    await buyer.page.setViewportSize({ width: 375, height: 740 });
    await expect(compare.getByRole('table')).toHaveCount(0);
    await expect(compare.getByRole('listitem')).toHaveCount(2);
    await fitsWidth(buyer.page);

    // Back on a desktop, the customer chooses Beta's proposal.
    await buyer.page.setViewportSize({ width: 1440, height: 900 });
    const proposals = view.getByRole('region', { name: t.proposals, exact: true });
    await proposals
      .getByRole('listitem')
      .filter({ hasText: names.beta })
      .getByRole('button', { name: t.choose })
      .click();
    const confirm = buyer.page.getByRole('dialog', { name: t.chooseTitle });
    await confirm.getByRole('button', { name: t.chooseYes }).click();
    await expect(confirm).toBeHidden();
    await buyer.context.close();

    // Beta sees the customer's contact; Alfa does not, and is told another proposal was chosen.
    const infoOf = async (headers: Record<string, string>) => {
      const answer = await (
        await request.post('/app/quotes/info_company', { headers, data: { req_id: reqId } })
      ).json();
      expect(answer.response, JSON.stringify(answer)).toBe(true);
      return answer.quote;
    };
    expect((await infoOf(betaHeaders)).customerContact?.email).toBe(customer.email);
    expect((await infoOf(alfaHeaders)).customerContact).toBeUndefined();
    const notices = await (
      await request.post('/app/notifications/list', { headers: alfaHeaders, data: { page: 1 } })
    ).json();
    const texts = (notices.data as { text: string }[]).map((n) => n.text);
    expect(texts).toContain(t.notChosen(title));
    expect(texts.join(' ')).not.toContain(names.beta);
  });
}
