/* Smallest files of each kind a drawing may be (decision 0046), and files that are none of them. */

const bytes = (text: string) => new TextEncoder().encode(text);

export const DRAWING_SAMPLES = {
  pdf: bytes('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n'),
  // Text DXF as AutoCAD writes it: group codes right-aligned, CRLF line ends.
  dxf: bytes(
    '  0\r\nSECTION\r\n  2\r\nHEADER\r\n  9\r\n$ACADVER\r\n  1\r\nAC1027\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n',
  ),
  step: bytes(
    "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('Flange F-12'),'2;1');\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n",
  ),
  png: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  webp: Uint8Array.from([...bytes('RIFF'), 26, 0, 0, 0, ...bytes('WEBPVP8 ')]),
} as const;

/** A Windows program (MZ header), as a renamed .exe holds it. */
export const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
/** Plain text: an attachment may be one, a drawing may not. */
export const PLAIN_TEXT = bytes('Tolerances: ±0.05 mm\n');
