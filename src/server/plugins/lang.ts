import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Lang, parseAppLanguage } from '../../shared/lang';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language from `App-Language` (DECISIONS.md 3). */
    lang: Lang;
  }
}

async function langPlugin(app: FastifyInstance) {
  app.decorateRequest('lang', 'pt-BR');
  app.addHook('onRequest', async (request) => {
    const header = request.headers['app-language'];
    request.lang = parseAppLanguage(Array.isArray(header) ? header[0] : header);
  });
}

export default fp(langPlugin, { name: 'lang' });
