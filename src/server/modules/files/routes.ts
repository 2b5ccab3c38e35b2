import type { FastifyInstance } from 'fastify';
import { isImageWidth } from '../../../shared/image-widths';
import { sendNotFound } from '../../plugins/errors';
import { getPublicFile, matchesEtag, publicFileHeaders } from './files-service';
import { canResize, imageVariant } from './image-variants';

/**
 * GET /files/{reqId}: public images and magazines, registered at the root (not under /app) because
 * it is a plain URL for <img> and links, not an API call. Unknown ids and private kinds (quote
 * attachments, proposals) get the same JSON 404. `?w=` (one of IMAGE_WIDTHS) asks for an image at
 * most that wide, in WebP, for srcset; other values, and files that are not images, get the file.
 */
export default async function filesRoutes(app: FastifyInstance) {
  app.get<{ Params: { reqId: string }; Querystring: { w?: string } }>('/files/:reqId', {
    schema: { hide: true },
    handler: async (request, reply) => {
      const file = await getPublicFile(app.db, request.params.reqId);
      if (!file) return sendNotFound(request, reply);
      const width = Number(request.query.w);
      const resized = isImageWidth(width) && canResize(file);
      const headers = publicFileHeaders(
        resized ? { ...file, mime: 'image/webp', sha256: `${file.sha256}-w${width}` } : file,
      );
      reply.headers(headers);
      if (matchesEtag(request.headers['if-none-match'], headers.etag)) return reply.status(304).send();
      return reply.send(resized ? await imageVariant(file, width) : file.bytes);
    },
  });
}
