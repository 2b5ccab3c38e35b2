import { generateCNPJ } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { apiLogin, apiSession, mailedMatch, TEST_PASSWORD, type TestAccount } from './support';

/** The headers of an app session logged in as `account`. */
export async function apiLoggedIn(request: APIRequestContext, lang: string, account: TestAccount) {
  const headers = await apiSession(request, lang);
  await apiLogin(request, headers, account.cpf, TEST_PASSWORD);
  return headers;
}

/**
 * A company of `owner` in the first category that accepts quotes, its e-mail confirmed through the
 * mailed link (as quotes.spec.ts sets its scene); answers its reqId.
 */
export async function apiCompany(
  request: APIRequestContext,
  lang: string,
  owner: TestAccount,
  tradeName: string,
): Promise<{ reqId: string }> {
  const { expect } = await import('@playwright/test');
  const headers = await apiLoggedIn(request, lang, owner);
  const categories = await (await request.get('/app/categories/list', { headers })).json();
  const logo = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#0a3d62' } })
    .png()
    .toBuffer();
  const email = `empresa-${owner.email}`;
  const registered = await (
    await request.post('/app/company/register', {
      headers,
      data: {
        trade_name: tradeName,
        name: `${tradeName} Ltda`,
        email,
        cnpj: generateCNPJ(),
        quotes: 'y',
        phone_1: '19 3422-1234',
        about: 'Usinagem CNC de precisão, tornearia e fresagem.',
        about_short: 'Usinagem CNC de precisão.',
        postal_code: '13400-000',
        address: 'Rua do Porto',
        address_number: '100',
        address_neighborhood: 'Centro',
        city: 9896,
        categories: [categories.data[0].id],
        logo: logo.toString('base64'),
        terms: true,
      },
    })
  ).json();
  expect(registered.response, JSON.stringify(registered)).toBe(true);
  const link = await mailedMatch(email, /\/email_confirm\/company\/[^\s"<]+/);
  const token = decodeURIComponent(link.split('/').at(-1) ?? '');
  const confirmed = await (
    await request.post('/app/company_email/confirm', { headers, data: { token } })
  ).json();
  expect(confirmed.response, JSON.stringify(confirmed)).toBe(true);
  const found = await (
    await request.post('/app/companies/list', { headers, data: { search: tradeName, page: 1 } })
  ).json();
  return { reqId: found.data[0].reqId as string };
}
