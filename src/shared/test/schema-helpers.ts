import type { z } from 'zod';
import { issueKey } from '../messages/zod-issues';
import { encodeBase64 } from '../rules/base64';

/** Dotted path → message key of every issue, for asserting which rule failed where. */
export function failures(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in out)) out[path] = issueKey(issue);
  }
  return out;
}

const ascii = (text: string) => new TextEncoder().encode(text);

export const samples = {
  pdf: encodeBase64(ascii('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n')),
  png: encodeBase64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
  txt: encodeBase64(ascii('Preciso de 100 peças.\n')),
  exe: encodeBase64(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])),
  /** A PDF of `bytes` bytes. */
  pdfOfSize: (bytes: number) => {
    const data = new Uint8Array(bytes).fill(0x20);
    data.set(ascii('%PDF-'));
    return encodeBase64(data);
  },
};
