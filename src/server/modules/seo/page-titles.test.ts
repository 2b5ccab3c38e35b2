import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../shared/lang';
import enCommon from '../../../shared/messages/locales/en/common.json';
import enPages from '../../../shared/messages/locales/en/pages.json';
import ptCommon from '../../../shared/messages/locales/pt-BR/common.json';
import ptPages from '../../../shared/messages/locales/pt-BR/pages.json';
import { translate } from '../../../shared/messages/translate';
import { pageRoute } from './page-route';

// The server's head and the client's usePageTitle must name a page alike, or the tab's title
// changes as the script starts (and a crawler that runs scripts reads two titles).
const web = { en: { common: enCommon, pages: enPages }, 'pt-BR': { common: ptCommon, pages: ptPages } };

describe('page titles', () => {
  it('are the ones the web shows, in both languages', () => {
    for (const lang of LANGS) {
      const { common, pages } = web[lang];
      expect(translate(lang, 'seo.siteName')).toBe(common.catalogueName);
      const pairs: [string, string][] = [
        ['seo.home.title', pages.home.title],
        ['seo.companies.title', pages.companies.title],
        ['seo.company.title', pages.company.title],
        ['seo.aboutUs.title', pages.aboutUs.title],
        ['seo.contact.title', pages.contact.title],
        ['seo.faq.title', pages.faq.title],
        ['seo.magazines.title', pages.magazines.title],
        ['seo.terms.privacyPolicy', pages.terms.privacyPolicy],
        ['seo.terms.termsOfUse', pages.terms.termsOfUse],
        ['seo.notFound.title', pages.notFound.title],
      ];
      for (const [key, shown] of pairs) expect(translate(lang, key), `${lang} ${key}`).toBe(shown);
    }
  });
});

describe('pageRoute', () => {
  it('tells public, private and unknown pages apart as the route table does', () => {
    expect(pageRoute('/')).toEqual({ kind: 'home' });
    expect(pageRoute('/companies/')).toEqual({ kind: 'companies' });
    expect(pageRoute('/company/a%20b/name/more')).toEqual({ kind: 'company', reqId: 'a b' });
    expect(pageRoute('/company/%E0%A4%A/x')).toEqual({ kind: 'notFound' });
    expect(pageRoute('/terms/terms-of-use')).toEqual({ kind: 'terms', name: 'terms-of-use' });
    expect(pageRoute('/terms/other')).toEqual({ kind: 'notFound' });
    for (const path of ['/quotes', '/quotes/new-quote/x', '/profile', '/admin', '/email_confirm/customer/t'])
      expect(pageRoute(path), path).toEqual({ kind: 'private' });
    expect(pageRoute('/404-not-found')).toEqual({ kind: 'notFound' });
  });
});
