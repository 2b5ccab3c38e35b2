import { inflateSync } from 'node:zlib';

/*
 * The text a PDF written by pdfkit with the standard fonts shows, one string per text operation in
 * page order: each FlateDecode stream is inflated and its `[<hex> kern <hex>] TJ` / `<hex> Tj`
 * strings decoded as Windows-1252 bytes (WinAnsiEncoding). Enough to read our own PDFs back in
 * tests; not a general PDF reader.
 */
export function pdfTexts(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const decoder = new TextDecoder('windows-1252');
  const texts: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const bodyStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    at = end + 9;
    let content: string;
    try {
      content = inflateSync(raw.subarray(bodyStart, end)).toString('latin1');
    } catch {
      continue; // not a deflated content stream (fonts, images)
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [op[2]];
      texts.push(decoder.decode(Buffer.from(hexes.join(''), 'hex')));
    }
  }
  return texts;
}
