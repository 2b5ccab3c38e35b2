import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../shared/lang';
import type { PublicProduct } from '../../../../shared/schemas/company-products';
import { createI18n } from '../../../lib/i18n';
import { CompanyProducts } from './company-products';

const products: PublicProduct[] = [
  {
    reqId: 'a',
    kind: 'product',
    name: 'Stainless steel flange',
    description: 'Forged flanges.',
    lang: 'en',
    categories: [{ id: 1, name: 'Forging' }],
  },
  {
    reqId: 'b',
    kind: 'service',
    name: 'Tratamento térmico',
    description: 'Têmpera.',
    lang: 'pt-BR',
    categories: [],
  },
];

/** The markup the server sends (the page is server-rendered; the client hydrates the same tree). */
function serverHtml(lang: Lang, items: PublicProduct[]) {
  const html = renderToString(
    <I18nextProvider i18n={createI18n(lang)}>
      <CompanyProducts products={items} />
    </I18nextProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('CompanyProducts (server render)', () => {
  it('marks Portuguese text lang="pt-BR" with a note on an English page, and English text not at all', () => {
    const doc = serverHtml('en', products);
    const [english, portuguese] = [...doc.querySelectorAll('li')];
    expect(english?.querySelector('[lang]')).toBeNull();
    expect(english?.textContent).toContain('Product');
    expect(english?.textContent).toContain('Forging');
    expect(english?.textContent).not.toContain('In Portuguese');
    const marked = portuguese?.querySelector('[lang="pt-BR"]');
    expect(marked?.querySelector('h3')?.textContent).toBe('Tratamento térmico');
    expect(marked?.textContent).toContain('Têmpera.');
    expect(portuguese?.textContent).toContain('Service');
    expect(portuguese?.textContent).toContain('In Portuguese');
  });

  it('marks nothing on a Portuguese page for Portuguese text', () => {
    const doc = serverHtml('pt-BR', [{ ...products[1], lang: 'pt-BR' } as PublicProduct]);
    expect(doc.querySelector('[lang]')).toBeNull();
    expect(doc.body.textContent).toContain('Serviço');
    expect(doc.body.textContent).not.toContain('Em português');
  });
});
