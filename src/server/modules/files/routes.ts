import type { FastifyInstance } from 'fastify';
import { isImageWidth } from '../../../shared/image-widths';
import { sendNotFound } from '../../plugins/errors';
import { getPublicFile, matchesEtag, publicFileHeaders } from './files-service';
import { canResize, imageVariant, VARIANT_MIME, type VariantFormat } from './image-variants';

/**
 * GET /files/{reqId}: public images and magazines, registered at the root (not under /app) because
 * it is a plain URL for <img> and links, not an API call. Unknown ids and private kinds (quote
 * attachments, proposals) get the same JSON 404. `?w=` (one of IMAGE_WIDTHS) asks for an image at
 * most that wide, in WebP, for srcset (with `&as=jpeg`, in JPEG: link previews); other values, and
 * files that are not images, get the file.
 */
export default async function filesRoutes(app: FastifyInstance) {
  app.get<{ Params: { reqId: string }; Querystring: { w?: string; as?: string } }>('/files/:reqId', {
    schema: { hide: true },
    handler: async (request, reply) => {
      const file = await getPublicFile(app.db, request.params.reqId);
      if (!file) return sendNotFound(request, reply);
      const width = Number(request.query.w);
      const resized = isImageWidth(width) && canResize(file);
      const format: VariantFormat = request.query.as === 'jpeg' ? 'jpeg' : 'webp';
      const tag = `${file.sha256}-w${width}${format === 'jpeg' ? '-jpeg' : ''}`;
      const headers = publicFileHeaders(
        resized ? { ...file, mime: VARIANT_MIME[format], sha256: tag } : file,
      );
      reply.headers(headers);
      if (matchesEtag(request.headers['if-none-match'], headers.etag)) return reply.status(304).send();
      return reply.send(resized ? await imageVariant(app.db, file, width, format) : file.bytes);
    },
  });
}
