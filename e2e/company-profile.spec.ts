import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCNPJ } from '@brazilian-utils/brazilian-utils';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { apiCustomer, mailedMatch, TEST_PASSWORD as PASSWORD } from './support';

/*
 * Issue 5: a customer registers the company they own with logo, cover and portfolio, confirms the
 * company e-mail through the mailed link, finds it in the catalogue, edits it and removes a
 * portfolio image — in English at a desktop width and in Portuguese on a phone. Registering
 * brings the Received Quotes tab.
 */
const dir = mkdtempSync(join(tmpdir(), 'company-e2e-'));

async function png(name: string, width: number, height: number, color: string): Promise<string> {
  const path = join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toFile(path);
  return path;
}

const T = {
  en: {
    login: 'Log in',
    signIn: 'Log in',
    companyTab: 'Company data',
    ratingsTab: 'Company ratings',
    receivedTab: 'Received quotes',
    tradeName: 'Trade name',
    legalName: 'Legal name',
    email: 'Company e-mail',
    phone: 'Phone',
    aboutShort: 'Short description',
    about: 'About the company',
    cep: 'CEP',
    street: 'Street',
    number: 'Number',
    neighbourhood: 'Neighbourhood',
    logo: 'Logo',
    cover: 'Cover',
    portfolio: 'Portfolio',
    chooseCategories: 'Choose categories',
    searchCategories: 'Search categories',
    done: 'Done',
    create: 'Register company',
    update: 'Save company data',
    registered: /Company registered!/,
    saved: /Company data saved!/,
    shape: /image dimensions are not allowed/,
    badType: 'the file type is not allowed!',
    tooBig: 'file is larger than the allowed size!',
    tooMany: 'The number of files is larger than the allowed amount of 12 files!',
    confirmed: 'E-mail confirmed!',
    removeFirst: 'Remove the portfolio image 1',
    removeYes: 'Remove',
    removed: 'The image was removed.',
  },
  'pt-BR': {
    login: 'Entrar',
    signIn: 'Entrar',
    companyTab: 'Dados da empresa',
    ratingsTab: 'Avaliações da empresa',
    receivedTab: 'Cotações Recebidas',
    tradeName: 'Nome fantasia',
    legalName: 'Razão social',
    email: 'E-mail da empresa',
    phone: 'Telefone',
    aboutShort: 'Descrição curta',
    about: 'Sobre a empresa',
    cep: 'CEP',
    street: 'Logradouro',
    number: 'Número',
    neighbourhood: 'Bairro',
    logo: 'Logotipo',
    cover: 'Capa',
    portfolio: 'Portfólio',
    chooseCategories: 'Escolher categorias',
    searchCategories: 'Buscar categorias',
    done: 'Concluir',
    create: 'Cadastrar empresa',
    update: 'Salvar dados da empresa',
    registered: /Empresa cadastrada!/,
    saved: /Dados da empresa salvos!/,
    shape: /dimensões da imagem não são permitidas/,
    badType: 'o tipo do arquivo não é permitido!',
    tooBig: 'o arquivo é maior que o tamanho permitido!',
    tooMany: 'A quantidade de arquivos é maior que o limite permitido de 12 arquivos!',
    confirmed: 'E-mail confirmado!',
    removeFirst: 'Remover a imagem 1 do portfólio',
    removeYes: 'Remover',
    removed: 'A imagem foi removida.',
  },
} as const;

for (const [lang, viewport] of [
  ['en', { width: 1440, height: 900 }],
  ['pt-BR', { width: 375, height: 740 }],
] as const) {
  test(`${lang}: register a company, confirm it, find it, edit it, remove a portfolio image`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = T[lang];
    await page.setViewportSize(viewport);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const owner = await apiCustomer(page.request, 'Dono', lang);
    const tradeName = `Usinagem Teste ${owner.stamp}`;

    await page.goto('/profile');
    const login = page.getByRole('dialog');
    await login.getByLabel('CPF').fill(owner.cpf);
    await login.getByLabel(lang === 'en' ? 'Password' : 'Senha', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: t.signIn }).click();
    await expect(login).toBeHidden({ timeout: 10_000 });

    await page.getByRole('tab', { name: t.companyTab }).click();
    await expect(page.getByRole('tab', { name: t.ratingsTab })).toHaveCount(0);
    await page.getByLabel(t.tradeName).fill(tradeName);
    await page.getByLabel(t.legalName).fill(`${tradeName} Ltda`);
    const cnpj = page.getByLabel('CNPJ');
    await cnpj.fill(generateCNPJ());
    await expect(cnpj).toHaveValue(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    await page.getByLabel(t.email).fill(`empresa-${owner.email}`);
    const phone = page.getByLabel(t.phone, { exact: true });
    await phone.fill('1934567890');
    await expect(phone).toHaveValue('19 3456-7890');
    // Exact: each about text has its English one beside it ("… in English", issue 32).
    await page.getByLabel(t.aboutShort, { exact: true }).fill('Usinagem CNC de precisão em Piracicaba.');
    await page
      .getByLabel(t.about, { exact: true })
      .fill('Usinagem CNC de precisão, tornearia e fresagem desde 1990.');
    const cep = page.getByLabel(t.cep, { exact: true });
    await cep.fill('13400000');
    await expect(cep).toHaveValue('13400-000');
    await page.getByLabel(t.street).fill('Rua do Porto');
    await page.getByLabel(t.number).fill('100');
    await page.getByLabel(t.neighbourhood).fill('Centro');

    await page.getByRole('button', { name: t.chooseCategories }).click();
    const picker = page.getByRole('dialog');
    await picker.getByLabel(t.searchCategories).fill(lang === 'en' ? 'mchng' : 'usngm');
    await picker.getByRole('button', { name: /Usinagem|Machining/ }).click();
    await expect(picker.getByRole('button', { name: /Usinagem|Machining/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await picker.getByRole('button', { name: t.done }).click();

    // The browser checks the files before anything is sent: the real type from the bytes, the
    // size, the count and the shape, naming the file.
    await page.getByLabel(t.logo, { exact: true }).setInputFiles({
      name: 'fake-logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(page.getByText(`fake-logo.png: ${t.badType}`)).toBeVisible();
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await page.getByLabel(t.portfolio, { exact: true }).setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([small, Buffer.alloc(1_600_000)]),
    });
    await expect(page.getByText(`huge.png: ${t.tooBig}`)).toBeVisible();
    await page
      .getByLabel(t.portfolio, { exact: true })
      .setInputFiles(
        Array.from({ length: 13 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: small })),
      );
    await expect(page.getByText(t.tooMany)).toBeVisible();
    await page
      .getByLabel(t.logo, { exact: true })
      .setInputFiles(await png('wide-logo.png', 512, 300, '#c00'));
    await expect(page.getByText(t.shape)).toBeVisible();
    await page.getByLabel(t.logo, { exact: true }).setInputFiles(await png('logo.png', 512, 512, '#0a3d62'));
    await expect(page.getByText(t.shape)).toBeHidden();
    await page
      .getByLabel(t.cover, { exact: true })
      .setInputFiles(await png('cover.png', 1440, 690, '#e58e26'));
    await page
      .getByLabel(t.portfolio, { exact: true })
      .setInputFiles([await png('p1.png', 800, 600, '#38ada9'), await png('p2.png', 800, 600, '#6a89cc')]);
    await page.getByRole('checkbox').last().check();
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.registered).first()).toBeVisible({ timeout: 15_000 });
    // The header shows the company and the ratings tab appears.
    await expect(page.getByRole('banner')).toContainText(tradeName.slice(0, 15));
    await expect(page.getByRole('tab', { name: t.ratingsTab })).toBeVisible();
    await page.goto('/quotes');
    await expect(page.getByRole('tab', { name: t.receivedTab })).toBeVisible();

    // Confirm the company e-mail through the mailed link.
    const link = await mailedMatch(
      `empresa-${owner.email}`,
      /https?:\/\/\S+\/email_confirm\/company\/[^\s"<]+/,
    );
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(t.confirmed)).toBeVisible();

    // It is in the catalogue, with its own page.
    await page.goto(`/companies?search=${encodeURIComponent(tradeName)}`);
    await page.getByRole('article').getByRole('link', { name: tradeName }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tradeName);
    await expect(page.getByRole('button', { name: /Portfolio image|Imagem .* do portfólio/ })).toHaveCount(2);

    // Edit it.
    await page.goto('/profile');
    await page.getByRole('tab', { name: t.companyTab }).click();
    await expect(page.getByLabel(t.tradeName)).toHaveValue(tradeName);
    await page.getByLabel(t.aboutShort, { exact: true }).fill('Usinagem CNC e caldeiraria em Piracicaba.');
    // Its English version beside it (issue 32): an English reader's card shows it.
    await page.locator('textarea[name="aboutShortEn"]').fill('CNC machining and boilermaking in Piracicaba.');
    await page.getByRole('button', { name: t.update }).click();
    await expect(page.getByText(t.saved).first()).toBeVisible({ timeout: 15_000 });

    // Remove a portfolio image, after confirming.
    await page.getByRole('button', { name: t.removeFirst }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.removeYes, exact: true }).click();
    await expect(page.getByText(t.removed).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.removeFirst })).toHaveCount(1);
    await expect(
      page.getByRole('button', { name: /Remove the portfolio image 2|Remover a imagem 2/ }),
    ).toHaveCount(0);

    await page.goto(`/companies?search=${encodeURIComponent(tradeName)}`);
    await expect(page.getByRole('article').first()).toContainText(
      lang === 'en'
        ? 'CNC machining and boilermaking in Piracicaba.'
        : 'Usinagem CNC e caldeiraria em Piracicaba.',
    );
    await page.getByRole('article').getByRole('link', { name: tradeName }).first().click();
    await expect(page.getByRole('button', { name: /Portfolio image|Imagem .* do portfólio/ })).toHaveCount(1);
  });
}
