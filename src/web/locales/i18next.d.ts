import 'i18next';

// Typed keys: a misspelt t('…') key or namespace fails `tsc` instead of showing the raw key.
// One line per namespace file (English is the reference; locales.test.ts keeps pt-BR equal). The
// shared namespaces (answers … validation: shared/messages/catalogue.ts) are typed here too, so a
// component may read them with useTranslation('feedback') as well as with translate().
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof import('./en/account.json');
      admin: typeof import('./en/admin.json');
      'admin-content': typeof import('./en/admin-content.json');
      'admin-insight': typeof import('./en/admin-insight.json');
      'admin-people': typeof import('./en/admin-people.json');
      'admin-publish': typeof import('./en/admin-publish.json');
      'admin-ratings': typeof import('./en/admin-ratings.json');
      answers: typeof import('./en/answers.json');
      catalogue: typeof import('./en/catalogue.json');
      common: typeof import('./en/common.json');
      company: typeof import('./en/company.json');
      content: typeof import('./en/content.json');
      errors: typeof import('./en/errors.json');
      feedback: typeof import('./en/feedback.json');
      fields: typeof import('./en/fields.json');
      insights: typeof import('./en/insights.json');
      mail: typeof import('./en/mail.json');
      notices: typeof import('./en/notices.json');
      pages: typeof import('./en/pages.json');
      'quote-compare': typeof import('./en/quote-compare.json');
      'quote-deadline': typeof import('./en/quote-deadline.json');
      'quote-new': typeof import('./en/quote-new.json');
      quotes: typeof import('./en/quotes.json');
      seo: typeof import('./en/seo.json');
      responsiveness: typeof import('./en/responsiveness.json');
      validation: typeof import('./en/validation.json');
    };
  }
}
