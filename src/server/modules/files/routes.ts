import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../../plugins/errors';
import { getPublicFile, matchesEtag, publicFileHeaders } from './files-service';

/**
 * GET /files/{reqId}: public images and magazines, registered at the root (not under /app) because
 * it is a plain URL for <img> and links, not an API call. Unknown ids and private kinds (quote
 * attachments, proposals) get the same JSON 404.
 */
export default async function filesRoutes(app: FastifyInstance) {
  app.get<{ Params: { reqId: string } }>('/files/:reqId', {
    schema: { hide: true },
    handler: async (request, reply) => {
      const file = await getPublicFile(app.db, request.params.reqId);
      if (!file) return sendNotFound(request, reply);
      const headers = publicFileHeaders(file);
      reply.headers(headers);
      if (matchesEtag(request.headers['if-none-match'], headers.etag)) return reply.status(304).send();
      return reply.send(file.bytes);
    },
  });
}
