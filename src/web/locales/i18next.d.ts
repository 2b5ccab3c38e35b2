import 'i18next';

// Typed keys: a misspelt t('…') key or namespace fails `tsc` instead of showing the raw key.
// One line per namespace file (English is the reference; locales.test.ts keeps pt-BR equal). The
// shared namespaces (answers … validation: shared/messages/catalogue.ts) are typed here too, so a
// component may read them with useTranslation('feedback') as well as with translate().
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof import('../../shared/messages/locales/en/account.json');
      admin: typeof import('../../shared/messages/locales/en/admin.json');
      'admin-content': typeof import('../../shared/messages/locales/en/admin-content.json');
      'admin-import': typeof import('../../shared/messages/locales/en/admin-import.json');
      'admin-insight': typeof import('../../shared/messages/locales/en/admin-insight.json');
      'admin-people': typeof import('../../shared/messages/locales/en/admin-people.json');
      'admin-publish': typeof import('../../shared/messages/locales/en/admin-publish.json');
      'admin-ratings': typeof import('../../shared/messages/locales/en/admin-ratings.json');
      answers: typeof import('../../shared/messages/locales/en/answers.json');
      catalogue: typeof import('../../shared/messages/locales/en/catalogue.json');
      'catalogue-search': typeof import('../../shared/messages/locales/en/catalogue-search.json');
      common: typeof import('../../shared/messages/locales/en/common.json');
      company: typeof import('../../shared/messages/locales/en/company.json');
      content: typeof import('../../shared/messages/locales/en/content.json');
      errors: typeof import('../../shared/messages/locales/en/errors.json');
      feedback: typeof import('../../shared/messages/locales/en/feedback.json');
      fields: typeof import('../../shared/messages/locales/en/fields.json');
      insights: typeof import('../../shared/messages/locales/en/insights.json');
      mail: typeof import('../../shared/messages/locales/en/mail.json');
      notices: typeof import('../../shared/messages/locales/en/notices.json');
      pages: typeof import('../../shared/messages/locales/en/pages.json');
      'quote-compare': typeof import('../../shared/messages/locales/en/quote-compare.json');
      'quote-deadline': typeof import('../../shared/messages/locales/en/quote-deadline.json');
      'quote-new': typeof import('../../shared/messages/locales/en/quote-new.json');
      quotes: typeof import('../../shared/messages/locales/en/quotes.json');
      seo: typeof import('../../shared/messages/locales/en/seo.json');
      responsiveness: typeof import('../../shared/messages/locales/en/responsiveness.json');
      validation: typeof import('../../shared/messages/locales/en/validation.json');
    };
  }
}
