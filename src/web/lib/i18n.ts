import { type BackendModule, createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANG_COOKIE, LANGS, type Lang } from '../../shared/lang';
import { DEFAULT_NAMESPACE, FIRST_NAMESPACES, loadNamespace } from '../locales/resources';
import { setCookie } from './cookies';
import { type KeyValueStorage, STORAGE_KEYS } from './storage';

function isLang(value: string | null | undefined): value is Lang {
  return (LANGS as readonly string[]).includes(value ?? '');
}

/**
 * PRODUCT.md section 1: the stored language wins; with none stored, English when the browser
 * language starts with "en", Portuguese otherwise.
 */
export function detectLanguage(stored: string | null, navigatorLanguage: string | undefined): Lang {
  if (isLang(stored)) return stored;
  return navigatorLanguage?.toLowerCase().startsWith('en') ? 'en' : 'pt-BR';
}

/**
 * The language the app starts in: a `?lang=` in the address (a language's own URL, which the
 * server honoured too) is stored as the visitor's choice; else the stored choice; else, on a page
 * the server rendered, the language it chose (<html lang>: the cookie or Accept-Language, as
 * detectLanguage goes by the browser's); else the browser's.
 */
export function startLanguage(storage: KeyValueStorage, search: string, serverRendered: boolean): Lang {
  const asked = new URLSearchParams(search).get('lang');
  if (isLang(asked)) {
    storage.setItem(STORAGE_KEYS.lang, asked);
    return asked;
  }
  const stored = storage.getItem(STORAGE_KEYS.lang);
  const rendered = document.documentElement.lang;
  if (!isLang(stored) && serverRendered && isLang(rendered)) return rendered;
  return detectLanguage(stored, navigator.language);
}

export function currentLang(i18n: I18n): Lang {
  return isLang(i18n.language) ? i18n.language : 'pt-BR';
}

const LANG_COOKIE_DAYS = 365;

/**
 * Keeps <html lang> equal to the UI language (screen readers, hyphenation, spell check), and the
 * language cookie, so the server sends the next page's first paint and data in it (web-page.ts).
 */
function syncDocumentLanguage(lang: string): void {
  if (typeof document === 'undefined') return;
  // Writing the same value still makes Chromium restyle the whole document (`:lang()` is
  // invalidated on every element): twice per start on a server-rendered page (issue 17).
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  if (isLang(lang)) setCookie(LANG_COOKIE, lang, LANG_COOKIE_DAYS);
}

/** Fetches each namespace of each language (locales/resources.ts) when first used. */
const onDemandBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lang, ns, done) => {
    loadNamespace(lang, ns).then(
      (strings) => done(null, strings),
      (error: Error) => done(error, false),
    );
  },
};

// Tests render synchronously: they register every namespace up front (test/setup.ts).
let preloaded: Resource | null = null;
export function preloadResources(resources: Resource): void {
  preloaded = resources;
}

/**
 * One i18next instance per app (tests make their own, with every string preloaded, so their init
 * finishes synchronously). In the browser the current language's first namespaces are fetched at
 * once: wait for `i18nReady` before the first render so it already has the layout's strings.
 */
export function createI18n(lang: Lang): I18n {
  const i18n = createInstance();
  i18n.use(initReactI18next).use(onDemandBackend);
  i18n.on('languageChanged', syncDocumentLanguage);
  void i18n.init({
    ...(preloaded ? { resources: preloaded, partialBundledLanguages: true } : {}),
    lng: lang,
    // No fallback language: both hold every key (locales.test.ts), and a fallback would make the
    // browser download the other language's strings too.
    fallbackLng: false,
    supportedLngs: [...LANGS],
    defaultNS: DEFAULT_NAMESPACE,
    ns: preloaded ? Object.keys(preloaded.en ?? {}) : [...FIRST_NAMESPACES],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  syncDocumentLanguage(lang);
  return i18n;
}

/** Resolves once the instance has the strings of its language's first namespaces. */
export function i18nReady(i18n: I18n): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18n.on('initialized', () => resolve()));
}

/** The footer's switch: remembers the choice and re-renders every translated string. */
export async function switchLanguage(i18n: I18n, storage: KeyValueStorage, lang: Lang): Promise<void> {
  storage.setItem(STORAGE_KEYS.lang, lang);
  await i18n.changeLanguage(lang);
}
