import { describe, expect, it } from 'vitest';
import { parseAppLanguage, parseLang } from './lang';

describe('languages', () => {
  it('App-Language: en is English, anything else gets pt-BR (DECISIONS.md 3)', () => {
    expect(parseAppLanguage('en')).toBe('en');
    expect(parseAppLanguage(' EN ')).toBe('en');
    for (const other of ['pt-BR', 'en-GB', 'en-US', 'es', 'pt', '', undefined, null]) {
      expect(parseAppLanguage(other), String(other)).toBe('pt-BR');
    }
  });

  it('a browser language: any English variant is English', () => {
    expect(parseLang('en-US')).toBe('en');
    expect(parseLang('en')).toBe('en');
    expect(parseLang('pt-BR')).toBe('pt-BR');
    expect(parseLang('fr')).toBe('pt-BR');
    expect(parseLang(undefined)).toBe('pt-BR');
  });
});
