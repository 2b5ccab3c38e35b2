import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Lang } from '../../shared/lang';
import {
  addressDataBody,
  companiesListBody,
  companyInfoBody,
  faqListBody,
  magazinesListBody,
} from '../../shared/schemas/catalogue';
import {
  aboutResponse,
  addressDataResponse,
  categoriesResponse,
  companiesListResponse,
  companyInfoResponse,
  contactResponse,
  dataIndexResponse,
  faqListResponse,
  listInfoResponse,
  magazinesListResponse,
  termsResponse,
} from '../../shared/schemas/catalogue-read';
import { AppError } from '../lib/app-error';
import { addressData } from '../modules/address/address-service';
import { listUsedCategories } from '../modules/categories/categories-service';
import { companyInfo, listCompanies, listInfo } from '../modules/companies/companies-service';
import { getAbout, getContact, getDataIndex, getTerms } from '../modules/content/content-service';
import { listFaqPage } from '../modules/faq/faq-service';
import { listMagazinePage } from '../modules/magazines/magazines-service';

/*
 * The API reads a public page makes while the server renders it (entry-server.tsx `ServerCall`),
 * answered by the same services, with the same body and answer schemas, as their routes (the
 * modules' routes.ts): the components' own query functions run on the server and get the envelope
 * the browser would, without an HTTP round trip or an app session. A call not listed here answers
 * false, as an unavailable API does in the browser: the component renders its loading state and the
 * browser asks after hydration.
 */

type Read = (app: FastifyInstance, lang: Lang, body: unknown, path: string) => Promise<unknown>;

/** The answer as the route's serializer would write it: schema-checked, then plain JSON values. */
function answer<S extends z.ZodType>(schema: S, value: z.input<S>): unknown {
  return JSON.parse(JSON.stringify(schema.parse(value)));
}

const GET: Record<string, Read> = {
  '/data/index': async (app, lang) =>
    answer(dataIndexResponse, { response: true, ...(await getDataIndex(app.db, lang)) }),
  '/data/info/about': async (app, lang) =>
    answer(aboutResponse, { response: true, about: await getAbout(app.db, lang) }),
  '/data/info/contact': async (app, lang) =>
    answer(contactResponse, { response: true, contact: await getContact(app.db, lang) }),
  '/companies/list_info': async (app, lang) =>
    answer(listInfoResponse, { response: true, ...(await listInfo(app.db, lang)) }),
  '/categories/list': async (app, lang) =>
    answer(categoriesResponse, { response: true, data: await listUsedCategories(app.db, lang) }),
};

const POST: Record<string, Read> = {
  '/companies/info': async (app, lang, body) =>
    answer(companyInfoResponse, {
      response: true,
      data: await companyInfo(app.db, companyInfoBody.parse(body).req_id, lang),
    }),
  '/companies/list': async (app, _lang, body) =>
    answer(companiesListResponse, {
      response: true,
      ...(await listCompanies(app.db, companiesListBody.parse(body))),
    }),
  '/magazines/list': async (app, lang, body) =>
    answer(magazinesListResponse, {
      response: true,
      ...(await listMagazinePage(app.db, lang, magazinesListBody.parse(body))),
    }),
  '/faq/list': async (app, lang, body) =>
    answer(faqListResponse, {
      response: true,
      ...(await listFaqPage(app.db, lang, faqListBody.parse(body))),
    }),
  '/address/data': async (app, _lang, body) =>
    answer(addressDataResponse, {
      response: true,
      data: await addressData(app.db, addressDataBody.parse(body)),
    }),
};

const TERMS = /^\/data\/info\/terms\/([^/]+)$/;

function readOf(method: 'GET' | 'POST', path: string): Read | null {
  if (method === 'POST') return POST[path] ?? null;
  if (GET[path]) return GET[path];
  const terms = TERMS.exec(path);
  if (!terms) return null;
  return async (app, lang) =>
    answer(termsResponse, {
      response: true,
      ...(await getTerms(app.db, decodeURIComponent(terms[1]), lang)),
    });
}

/**
 * One read for the server's render: the route's envelope; a refusal (an unknown company: NFD001; a
 * body the route's schema refuses, such as an impossible company id: VAL001) as the error
 * envelope's code, which the page's query reads as the browser would; false for anything else.
 */
export function pageRead(app: FastifyInstance) {
  return async (method: 'GET' | 'POST', path: string, body: unknown, lang: Lang): Promise<unknown> => {
    const read = readOf(method, path);
    if (!read) return false;
    try {
      return await read(app, lang, body, path);
    } catch (error) {
      if (error instanceof AppError) return { response: false, error: error.code };
      if (error instanceof z.ZodError) return { response: false, error: 'VAL001' };
      app.log.warn({ err: error, path }, 'a page read failed while rendering');
      return false;
    }
  };
}
