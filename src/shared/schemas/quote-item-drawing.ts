import { z } from 'zod';
import { FILES, TEXT } from '../limits';
import { readFileText } from '../rules/base64';
import { DRAWING_MIME, type DrawingKind, detectDrawingKind, drawingName } from '../rules/drawing-files';
import { reqIdField, requiredText, typeError } from './common';
import { ok } from './envelope';
import { itemDrawing } from './quote-items';

/*
 * An item's drawing or datasheet (issue 34 item 1, decision 0046): POST /quotes/item_drawing and
 * /quotes/item_drawing_remove. The request attachments' size rule (3,072,000 bytes), another set of
 * kinds: PDF, DXF, STEP, PNG, JPEG, WebP, told by the content.
 */

export interface DecodedDrawing {
  name: string;
  kind: DrawingKind;
  mime: string;
  bytes: Uint8Array;
}

const drawingFile = z
  .object(
    {
      name: requiredText(TEXT.fileName),
      content: z.string({ error: typeError() }),
    },
    { error: typeError() },
  )
  .transform((file, ctx): DecodedDrawing => {
    const report = (
      message: 'v.required' | 'v.fileUnreadable' | 'v.fileSizeNamed' | 'v.drawingType' | 'v.fileTypeNamed',
    ) => {
      ctx.issues.push({ code: 'custom', message, input: file.name, params: { name: file.name } });
      return z.NEVER;
    };
    const bytes = readFileText(file.content);
    if (bytes === 'empty') return report('v.required');
    if (bytes === 'unreadable') return report('v.fileUnreadable');
    if (bytes.length > FILES.attachmentBytes) return report('v.fileSizeNamed');
    const kind = detectDrawingKind(bytes);
    if (!kind) return report('v.drawingType');
    const name = drawingName(file.name, kind);
    if (!name) return report('v.fileTypeNamed');
    return { name, kind, mime: DRAWING_MIME[kind], bytes };
  });

/** The quote (`req_id`), its item (`item`, the item's reqId) and the file. */
export const itemDrawingBody = z.object({
  req_id: reqIdField,
  item: reqIdField,
  file: drawingFile,
});
export type ItemDrawingBody = z.input<typeof itemDrawingBody>;
export type ItemDrawingValues = z.output<typeof itemDrawingBody>;

export const itemDrawingRemoveBody = z.object({ req_id: reqIdField, item: reqIdField });
export type ItemDrawingRemoveBody = z.infer<typeof itemDrawingRemoveBody>;

/** The item's drawing as stored, and the server's words. */
export const itemDrawingResponse = ok({ drawing: itemDrawing, message: z.string() });
export type ItemDrawingResponse = z.infer<typeof itemDrawingResponse>;
