import 'i18next';

// Typed keys: a misspelt t('…') key or namespace fails `tsc` instead of showing the raw key.
// One line per namespace file (English is the reference; locales.test.ts keeps pt-BR equal).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof import('./en/account.json');
      admin: typeof import('./en/admin.json');
      'admin-people': typeof import('./en/admin-people.json');
      catalogue: typeof import('./en/catalogue.json');
      common: typeof import('./en/common.json');
      company: typeof import('./en/company.json');
      content: typeof import('./en/content.json');
      pages: typeof import('./en/pages.json');
      'quote-new': typeof import('./en/quote-new.json');
      quotes: typeof import('./en/quotes.json');
    };
  }
}
