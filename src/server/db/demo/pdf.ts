const WIN_ANSI_PUNCTUATION: Record<string, string> = {
  '\u2013': '\x96',
  '\u2014': '\x97',
  '\u2018': '\x91',
  '\u2019': '\x92',
  '\u201c': '\x93',
  '\u201d': '\x94',
  '\u2022': '\x95',
};

/**
 * A minimal one-page PDF 1.4 (A4, Helvetica) with a few lines of text, written by hand so demo
 * magazines and proposals need no PDF library. Byte offsets in the xref table are exact, which
 * strict readers (and pdf.js) require.
 */
export function minimalPdf(lines: readonly string[]): Buffer {
  // WinAnsiEncoding: latin1 bytes for accents, its own slots for typographic punctuation.
  const pdfString = (text: string) =>
    text
      .replace(/[\u2013\u2014\u2018\u2019\u201c\u201d\u2022]/g, (c) => WIN_ANSI_PUNCTUATION[c] ?? '?')
      .replace(/[^\u0020-\u00ff]/g, '?')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const ops = lines.map((line, i) => {
    const size = i === 0 ? 24 : 12;
    const y = 780 - (i === 0 ? 0 : 40 + i * 18);
    return `BT /F1 ${size} Tf 56 ${y} Td (${pdfString(line)}) Tj ET`;
  });
  const stream = Buffer.from(ops.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
