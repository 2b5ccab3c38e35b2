import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aboutResponse,
  contactResponse,
  dataIndexResponse,
  termsResponse,
} from '../../../shared/schemas/catalogue-read';
import { getAbout, getContact, getDataIndex, getTerms } from './content-service';

export default async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/data/index', {
    config: { access: 'session', pageRead: true },
    schema: {
      tags: ['content'],
      summary: 'Home page: short about text, slides (mobile and desktop) and banner, in the request language',
      response: { 200: dataIndexResponse },
    },
    handler: async (request) => ({ response: true as const, ...(await getDataIndex(app.db, request.lang)) }),
  });

  r.get('/data/info/about', {
    config: { access: 'public', pageRead: true },
    schema: {
      tags: ['content'],
      summary: "The association's history (markdown), short history and video (NFD001 until written)",
      response: { 200: aboutResponse },
    },
    handler: async (request) => ({ response: true as const, about: await getAbout(app.db, request.lang) }),
  });

  r.get('/data/info/contact', {
    config: { access: 'public', pageRead: true },
    schema: {
      tags: ['content'],
      summary: "The association's e-mail, phone, address and social profiles (NFD001 until written)",
      response: { 200: contactResponse },
    },
    handler: async (request) => ({
      response: true as const,
      contact: await getContact(app.db, request.lang),
    }),
  });

  r.get('/data/info/terms/:name', {
    config: { access: 'public', pageRead: true },
    schema: {
      tags: ['content'],
      summary:
        'Privacy policy (privacyPolicy) or terms of use (termOfUse) as markdown, unsanitised: the client renders it safely; publishedAt: when the current version was published. Other names: NFD001',
      params: z.object({ name: z.string() }),
      response: { 200: termsResponse },
    },
    handler: async (request) => ({
      response: true as const,
      ...(await getTerms(app.db, request.params.name, request.lang)),
    }),
  });
}
