import { describe, expect, it } from 'vitest';
import { DRAWING_ACCEPT, detectDrawingKind, drawingKindFromName, drawingName } from './drawing-files';
import { DRAWING_SAMPLES, EXE, PLAIN_TEXT } from './test/drawing-samples';

describe('detectDrawingKind', () => {
  for (const [kind, bytes] of Object.entries(DRAWING_SAMPLES)) {
    it(`tells a ${kind} by its content`, () => {
      expect(detectDrawingKind(bytes)).toBe(kind);
    });
  }

  it('reads a DXF with LF line ends and no spaces, or after a byte-order mark, and a binary DXF', () => {
    const enc = (text: string) => new TextEncoder().encode(text);
    expect(detectDrawingKind(enc('0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n'))).toBe('dxf');
    expect(detectDrawingKind(enc('\uFEFF  0\r\nSECTION\r\n'))).toBe('dxf');
    const binary = Uint8Array.from(
      [...'AutoCAD Binary DXF\r\n'].map((c) => c.charCodeAt(0)).concat([0x1a, 0, 1]),
    );
    expect(detectDrawingKind(binary)).toBe('dxf');
  });

  it('refuses a program, plain text, a ZIP, an empty file and a text that only mentions SECTION', () => {
    expect(detectDrawingKind(EXE)).toBeNull();
    expect(detectDrawingKind(PLAIN_TEXT)).toBeNull();
    expect(detectDrawingKind(Uint8Array.from([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
    expect(detectDrawingKind(new Uint8Array())).toBeNull();
    expect(detectDrawingKind(new TextEncoder().encode('Notes\n0\nSECTION\n'))).toBeNull();
    expect(detectDrawingKind(new TextEncoder().encode('ISO-10303-28 XML'))).toBeNull();
  });
});

describe('drawingName', () => {
  it('keeps a fitting name, adds the extension to one without a kind, refuses another kind', () => {
    expect(drawingName('Flange F-12.STP', 'step')).toBe('Flange F-12.STP');
    expect(drawingName('Eixo Ø50 — rev.B', 'pdf')).toBe('Eixo Ø50 — rev.B.pdf');
    expect(drawingName('shaft', 'dxf')).toBe('shaft.dxf');
    expect(drawingName('photo.jpeg', 'jpg')).toBe('photo.jpeg');
    expect(drawingName('photo.png', 'pdf')).toBeNull();
  });

  it('reads the kind a browser file name says, and lists every extension for the picker', () => {
    expect(drawingKindFromName('a.stp')).toBe('step');
    expect(drawingKindFromName('a.exe')).toBeNull();
    expect(DRAWING_ACCEPT).toBe('.pdf,.dxf,.step,.stp,.png,.jpg,.jpeg,.webp');
  });
});
