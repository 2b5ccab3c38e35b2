import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, detectLanguage, i18nReady, startLanguage, switchLanguage } from './i18n';
import { createMemoryStorage, STORAGE_KEYS } from './storage';

describe('startLanguage', () => {
  afterEach(() => {
    document.documentElement.lang = 'pt-BR';
  });

  it("takes ?lang= first and stores it as the visitor's choice", () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.lang]: 'pt-BR' });
    expect(startLanguage(storage, '?search=x&lang=en', true)).toBe('en');
    expect(storage.getItem(STORAGE_KEYS.lang)).toBe('en');
  });

  it('keeps the stored choice over the language the server rendered the page in', () => {
    document.documentElement.lang = 'en';
    expect(startLanguage(createMemoryStorage({ [STORAGE_KEYS.lang]: 'pt-BR' }), '', true)).toBe('pt-BR');
  });

  it("with none stored, starts in a server-rendered page's language, else the browser's", () => {
    document.documentElement.lang = 'en';
    expect(startLanguage(createMemoryStorage(), '?lang=fr', true)).toBe('en');
    document.documentElement.lang = 'pt-BR';
    expect(startLanguage(createMemoryStorage(), '', false)).toBe(detectLanguage(null, navigator.language));
  });
});

describe('detectLanguage', () => {
  it('uses the stored language whatever the browser says', () => {
    expect(detectLanguage('pt-BR', 'en-US')).toBe('pt-BR');
    expect(detectLanguage('en', 'pt-BR')).toBe('en');
    expect(detectLanguage('en', 'fr')).toBe('en');
  });

  it('without a stored language, picks English for browsers in any English', () => {
    expect(detectLanguage(null, 'en-US')).toBe('en');
    expect(detectLanguage(null, 'en')).toBe('en');
    expect(detectLanguage(null, 'EN-gb')).toBe('en');
  });

  it('falls back to Portuguese for every other browser language', () => {
    expect(detectLanguage(null, 'fr')).toBe('pt-BR');
    expect(detectLanguage(null, 'pt-PT')).toBe('pt-BR');
    expect(detectLanguage(null, 'es-419')).toBe('pt-BR');
    expect(detectLanguage(null, undefined)).toBe('pt-BR');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(detectLanguage('fr', 'en-US')).toBe('en');
    expect(detectLanguage('', 'de')).toBe('pt-BR');
  });
});

describe('language switch', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('sets <html lang> at start and on every switch, and stores the choice', async () => {
    const storage = createMemoryStorage();
    const i18n = createI18n('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(i18n.t('catalogueName')).toBe('Catálogo Industrial');

    await switchLanguage(i18n, storage, 'en');
    expect(document.documentElement.lang).toBe('en');
    expect(storage.getItem(STORAGE_KEYS.lang)).toBe('en');
    expect(i18n.t('catalogueName')).toBe('Industrial Catalogue');
  });
});

describe('i18nReady', () => {
  it('resolves once the instance has its strings', async () => {
    const i18n = createI18n('en');
    await i18nReady(i18n);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('catalogueName')).toBe('Industrial Catalogue');
  });

  it('leaves <html lang> untouched when it already names the language (a rewrite restyles the page)', async () => {
    document.documentElement.lang = 'pt-BR';
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    const i18n = createI18n('pt-BR');
    await i18nReady(i18n);
    await Promise.resolve();
    writes.push(...observer.takeRecords());
    observer.disconnect();
    expect(writes).toEqual([]);
    expect(document.documentElement.lang).toBe('pt-BR');
  });
});
