import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Lang } from '../../shared/lang';
import type { CompanyRead, OwnRateCard } from '../../shared/schemas/company-read';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createAppServices } from '../app/services';
import type { Category, City } from '../features/company/api/company';
import { CompanyForm } from '../features/company/components/company-form';
import { createI18n } from '../lib/i18n';
import type { SessionUser } from '../lib/session-user';
import { createMemoryStorage, STORAGE_KEYS } from '../lib/storage';
import { json, opened, type Route, scriptedServer } from './api-client-kit';

export const ana: SessionUser = { id: 7, shortName: 'Ana', company: 0, companyName: '' };

export const CATEGORIES: Category[] = [
  { id: 1, name: 'Usinagem' },
  { id: 2, name: 'Fundição' },
  { id: 3, name: 'Caldeiraria' },
];

export const CITIES: City[] = [
  { id: 9896, cityName: 'Piracicaba', state: 26 },
  { id: 9897, cityName: 'Limeira', state: 26 },
];

/** The owner's company as GET /company/info answers it, with one portfolio image. */
export function savedCompany(overrides: Partial<CompanyRead> = {}): CompanyRead {
  return {
    id: 40,
    reqId: 'CMP40',
    name: 'Metalúrgica Exemplo Ltda.',
    tradeName: 'Metal Exemplo',
    email: 'contato@exemplo.com.br',
    emailValid: true,
    cnpj: '11222333000181',
    quotes: 'y',
    phone1: '1930001234',
    phone2: null,
    whatsapp: '19987654321',
    website: 'https://exemplo.com.br',
    videoUrl: 'dQw4w9WgXcQ',
    mapUrl: null,
    instagram: 'metal_exemplo',
    facebook: null,
    youtube: null,
    linkedin: null,
    about: 'Fabricamos peças sob medida.',
    aboutShort: 'Peças sob medida.',
    keywords: null,
    postalCode: '13400000',
    address: 'Rua do Porto',
    addressNumber: '100',
    addressAdjunct: null,
    addressNeighborhood: 'Centro',
    addressState: 26,
    addressCity: 9897,
    categories: [{ id: 2, name: 'Fundição' }],
    logo: '/files/LOGO40',
    cover: null,
    portfolio: [{ reqId: 'PF1', url: '/files/PF1' }],
    terms: true,
    rate: null,
    proposals: 0,
    proposalsSent: 0,
    rates: [],
    ...overrides,
  };
}

/** A server with an open session and the given routes ("METHOD /app/path"). */
export function companyServer(routes: Record<string, Route | Route[]> = {}) {
  return scriptedServer({ 'GET /app/session/open': () => opened('A1', 'T1'), ...routes });
}

/** A rating of the owner's list (GET /company/rates), a poor one, as the ratings tab shows it. */
export const ownCard = (
  reqId: string,
  reported: boolean,
  shortDescription: string,
  reply: OwnRateCard['reply'] = null,
): OwnRateCard => ({
  reqId,
  reported,
  generalEvaluation: 1,
  date: '2026-03-14T12:00:00.000Z',
  concludedDesc: 'No',
  deliveredInTimeDesc: 'No',
  priceAsQuoteDesc: 'No',
  recommend3rDpartyDesc: 'No',
  productRate: 1,
  comunication: 1,
  shortDescription,
  suggestions: null,
  reply,
});

/** The answer of GET /company/rates listing `cards`. */
export const ratesAnswer = (cards: OwnRateCard[]) =>
  json({
    response: true,
    rate: 1,
    ratesAvg: { count: cards.length, product: 1, comunication: 1, general: 1 },
    ratesList: cards,
  });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG the browser decodes as `width` × `height` (happy-dom decodes no image by itself). */
export function png(name: string, width: number, height: number, bytes = 12): File {
  vi.stubGlobal('createImageBitmap', async () => ({ width, height, close: () => {} }));
  const body = new Uint8Array(Math.max(bytes, 12));
  body.set([...PNG_SIGNATURE, 0, 0, 0, 13]);
  return new File([body], name, { type: 'image/png' });
}

/** The company form in the app's providers with `user` logged in; the services show what it stored. */
export function renderCompanyForm({
  company = null,
  fetch,
  lang = 'en',
  user = ana,
}: {
  company?: CompanyRead | null;
  fetch: typeof globalThis.fetch;
  lang?: Lang;
  user?: SessionUser;
}) {
  const i18n = createI18n(lang);
  const storage = createMemoryStorage({ [STORAGE_KEYS.user]: JSON.stringify(user) });
  const services = createAppServices({ storage, i18n, navigate: () => {}, fetch });
  const view = render(
    <AppProviders services={services} i18n={i18n} queryClient={createQueryClient()}>
      <CompanyForm company={company} categories={CATEGORIES} cities={CITIES} />
    </AppProviders>,
  );
  return { ...view, services };
}

/** Any piece of the owner's profile in the app's providers with `user` (a company owner) logged in. */
export function renderOwnerPiece(
  ui: ReactNode,
  { fetch, lang = 'en' }: { fetch: typeof globalThis.fetch; lang?: Lang },
) {
  const i18n = createI18n(lang);
  const owner: SessionUser = { ...ana, company: 40, companyName: 'Forja Alfa' };
  const storage = createMemoryStorage({ [STORAGE_KEYS.user]: JSON.stringify(owner) });
  const services = createAppServices({ storage, i18n, navigate: () => {}, fetch });
  return render(
    <AppProviders services={services} i18n={i18n} queryClient={createQueryClient()}>
      {ui}
    </AppProviders>,
  );
}
