/**
 * Files travel as base64 (a data: prefix is stripped, DECISIONS.md 3). These schemas decode them,
 * check size and real type from the magic bytes, and hand the server the bytes. Image shapes and
 * counts that include stored files need the server (sharp, the database): rules/image-shape.ts and
 * rules/files.ts checkFiles.
 */
import { z } from 'zod';
import { FILE_TYPES, FILES, TEXT } from '../limits';
import { readFileText } from '../rules/base64';
import {
  detectFileKind,
  extensionOf,
  type FileKind,
  kindAllowed,
  MIME_OF,
  nameFitsKind,
} from '../rules/files';
import { textInput, typeError } from './common';

export interface DecodedFile {
  name: string;
  kind: FileKind;
  mime: string;
  bytes: Uint8Array;
}

export interface FileRule {
  maxBytes: number;
  types: readonly string[];
  /**
   * What a file of another type is told, when the rule has a clearer word than "type not allowed":
   * 'v.notPdf' for a field that takes a PDF only (a PNG renamed .pdf, issue 30 item 22).
   */
  wrongType?: 'v.notPdf';
}

type Ctx = z.core.$RefinementCtx<unknown>;

/** Decodes and checks one file, reporting on the current path with the file's name. */
function decodeChecked(
  content: string,
  name: string | undefined,
  rule: FileRule,
  ctx: Ctx,
  path: PropertyKey[] = [],
): DecodedFile | null {
  const label = name ?? '';
  const report = (
    message: 'v.fileUnreadable' | 'v.fileSizeNamed' | 'v.fileTypeNamed' | 'v.notPdf' | 'v.required',
  ) => {
    ctx.issues.push({ code: 'custom', message, input: label, params: { name: label }, path });
    return null;
  };
  // Decoding is what checks the text (one pass; the body limit bounds its length), so an unreadable
  // file is named before a too large one, as it always was. A large body's files were decoded on
  // the JSON worker thread already (plugins/json-body.ts).
  const bytes = readFileText(content);
  if (bytes === 'empty') return report('v.required');
  if (bytes === 'unreadable') return report('v.fileUnreadable');
  if (bytes.length > rule.maxBytes) return report('v.fileSizeNamed');
  const kind = detectFileKind(bytes);
  if (!kind || !kindAllowed(kind, rule.types)) return report(rule.wrongType ?? 'v.fileTypeNamed');
  return { name: name ?? `file.${kind}`, kind, mime: MIME_OF[kind], bytes };
}

const base64String = z.string({ error: typeError() });

/** One base64 file, required. `fallbackName` names it in messages and in the output. */
export function base64File(rule: FileRule, fallbackName?: string) {
  return base64String.transform((content, ctx) => decodeChecked(content, fallbackName, rule, ctx) ?? z.NEVER);
}

/** Like base64File, but missing, null or '' gives null. */
export function optionalBase64File(rule: FileRule, fallbackName?: string) {
  return base64String
    .nullish()
    .transform((content, ctx) =>
      content ? (decodeChecked(content, fallbackName, rule, ctx) ?? z.NEVER) : null,
    );
}

/** A list of base64 files of at most `maxCount`; null or missing is an empty list. */
export function base64FileList(rule: FileRule, maxCount: number) {
  return z
    .array(base64String, { error: typeError() })
    .max(maxCount, { error: 'v.fileCount' })
    .nullish()
    .transform((list, ctx) => {
      const files: DecodedFile[] = [];
      for (const [index, content] of (list ?? []).entries()) {
        // The issue points at the entry, like zod does for an element.
        const file = decodeChecked(content, `file-${index + 1}`, rule, ctx, [index]);
        if (file) files.push(file);
      }
      return files;
    });
}

// A quote attachment is { name, content } or a bare base64 string (DECISIONS.md 3).
/** One attachment as the API takes it: the file name and its bytes as base64 without a data: prefix. */
export const attachmentObject = z.object(
  {
    name: textInput()
      .trim()
      .max(TEXT.fileName, { error: 'v.maxLength' })
      .nullish()
      .transform((value) => value || undefined),
    content: base64String,
  },
  { error: typeError() },
);
const attachmentInput = z.preprocess(
  (value) => (typeof value === 'string' ? { content: value } : value),
  attachmentObject,
);

const attachmentRule: FileRule = { maxBytes: FILES.attachmentBytes, types: FILE_TYPES.attachment };

/** One attachment checked as a quote attachment: its name's extension must fit its bytes. */
function decodeAttachment(
  entry: z.output<typeof attachmentObject>,
  fallbackName: string,
  ctx: Ctx,
  path: PropertyKey[],
): DecodedFile | null {
  const name = entry.name ?? fallbackName;
  const file = decodeChecked(entry.content, name, attachmentRule, ctx, path);
  if (!file) return null;
  // A name without an extension gets the one of its bytes; one with another type is refused.
  if (extensionOf(name) === '') return { ...file, name: `${name}.${file.kind}` };
  if (nameFitsKind(name, file.kind)) return file;
  ctx.issues.push({ code: 'custom', message: 'v.fileTypeNamed', input: name, params: { name }, path });
  return null;
}

/** Quote attachments of one request; the total with stored ones is checked by the server. */
export const attachmentListField = z
  .array(attachmentInput, { error: typeError() })
  .max(FILES.attachmentsPerQuote, { error: 'v.fileCount' })
  .nullish()
  .transform((list, ctx) => {
    const files: DecodedFile[] = [];
    for (const [index, entry] of (list ?? []).entries()) {
      const file = decodeAttachment(entry, `attachment-${index + 1}`, ctx, [index]);
      if (file) files.push(file);
    }
    return files;
  });

/** One optional attachment (a message's file, issue 34 item 8), by the quote attachments' rules. */
export const optionalAttachmentField = attachmentInput
  .nullish()
  .transform((entry, ctx) => (entry ? (decodeAttachment(entry, 'attachment', ctx, []) ?? z.NEVER) : null));

/** The proposal's PDF, which its terms may stand in for (proposalSendBody says when). */
export const optionalProposalFileField = optionalBase64File(
  { maxBytes: FILES.proposalBytes, types: FILE_TYPES.proposal },
  'proposal.pdf',
);
