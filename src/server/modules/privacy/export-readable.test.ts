import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LANGS } from '../../../shared/lang';
import { privacyExport } from '../../../shared/schemas/privacy';
import { fieldLabel } from './export-readable';

/** Every key anywhere in the export's schema (objects inside arrays, nullable and optional parts). */
function keysOf(schema: z.ZodType, into = new Set<string>()): Set<string> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  if (def.type === 'object')
    for (const [key, value] of Object.entries((schema as z.ZodObject).shape)) {
      into.add(key);
      keysOf(value as z.ZodType, into);
    }
  else if (def.type === 'array') keysOf(def.element as z.ZodType, into);
  else if (def.type === 'union') for (const option of def.options as z.ZodType[]) keysOf(option, into);
  else if (def.innerType) keysOf(def.innerType as z.ZodType, into);
  else if (def.type === 'pipe') keysOf(def.in as z.ZodType, into);
  return into;
}

describe('the readable export', () => {
  it('has a human label for every field of the export, in both languages', () => {
    const keys = [...keysOf(privacyExport)];
    expect(keys.length).toBeGreaterThan(100);
    for (const lang of LANGS) {
      const missing = keys.filter((key) => fieldLabel(key, lang) === `privacy.field.${key}`);
      expect(missing, lang).toEqual([]);
    }
    expect(fieldLabel('comunication', 'pt-BR')).toBe('Comunicação (estrelas)');
    expect(fieldLabel('recommend3rDpartyDesc', 'en')).toBe('Would recommend to others?');
  });
});
