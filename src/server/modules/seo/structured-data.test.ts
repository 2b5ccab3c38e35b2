import { describe, expect, it } from 'vitest';
import type { CompanyPublic } from '../../../shared/schemas/catalogue-read';
import { breadcrumbLd, companyLd, companyListLd, faqLd } from './structured-data';

const company: CompanyPublic = {
  reqId: 'abc',
  tradeName: 'Metalúrgica Exemplo',
  name: 'Metalúrgica Exemplo Ltda',
  quotes: 'y',
  email: 'contato@exemplo.com.br',
  phone1: '1933334444',
  phone2: null,
  whatsapp: '19991234567',
  website: 'www.exemplo.com.br',
  videoUrl: null,
  mapUrl: null,
  instagram: '@metal_exemplo',
  facebook: 'https://www.facebook.com/metalexemplo',
  youtube: null,
  linkedin: 'metal-exemplo',
  about: 'Long text',
  aboutShort: 'Usinagem de precisão',
  postalCode: '13400123',
  address: 'Rua das Indústrias',
  addressNumber: '100',
  addressAdjunct: 'Galpão 2',
  addressNeighborhood: 'Distrito Industrial',
  addressState: 'SP',
  addressCity: 'Piracicaba',
  categories: [{ id: 1, name: 'Usinagem' }],
  logo: '/files/logo1',
  cover: '/files/cover1',
  portfolio: [],
  rate: 4.5,
  proposals: 3,
  proposalsSent: 5,
  rates: [
    { rate: 4, date: '2026-01-01T00:00:00.000Z', description: null },
    { rate: 5, date: '2026-02-01T00:00:00.000Z', description: 'Ótimo' },
  ],
  verified: true,
};
const links = {
  page: 'https://c.example/company/abc/metalurgica-exemplo?lang=pt-BR',
  logo: 'https://c.example/files/logo1',
  cover: 'https://c.example/files/cover1',
};

describe('companyLd', () => {
  it('gives the valid certificates as hasCredential and leaves the expired ones out (issue 32)', () => {
    const cert = {
      reqId: 'c1',
      standard: 'iso9001' as const,
      name: 'ISO 9001',
      number: 'BR-1',
      certificationBody: 'Bureau Veritas',
      scope: null,
      validUntil: '2030-01-31',
      expired: false,
      checked: true,
      pdf: null,
    };
    const old = { ...cert, reqId: 'c2', name: 'ISO 14001', standard: 'iso14001' as const, expired: true };
    const ld = companyLd({ ...company, certifications: [cert, old] }, links);
    expect(ld).toMatchObject({
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'certification',
          name: 'ISO 9001',
          identifier: 'BR-1',
          recognizedBy: { '@type': 'Organization', name: 'Bureau Veritas' },
          expires: '2030-01-31',
        },
      ],
    });
    expect(JSON.stringify(ld)).not.toContain('ISO 14001');
    expect(companyLd({ ...company, certifications: [old] }, links)).not.toHaveProperty('hasCredential');
  });

  it('gives the processes and materials beside the categories as knowsAbout, each once (issue 32)', () => {
    const ld = companyLd(
      {
        ...company,
        processes: [
          { id: 7, name: 'CNC machining' },
          { id: 8, name: 'Usinagem' },
        ],
        materials: [{ id: 9, name: 'Stainless steel' }],
      },
      links,
    );
    expect(ld).toHaveProperty('knowsAbout', ['Usinagem', 'CNC machining', 'Stainless steel']);
    expect(companyLd({ ...company, categories: [] }, links)).not.toHaveProperty('knowsAbout');
  });

  it('has the fields a LocalBusiness needs: name, address, telephone, url, logo, sameAs, rating', () => {
    const ld = companyLd(company, links);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Metalúrgica Exemplo',
      legalName: 'Metalúrgica Exemplo Ltda',
      url: links.page,
      logo: links.logo,
      image: [links.cover, links.logo],
      telephone: '+551933334444',
      email: 'contato@exemplo.com.br',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua das Indústrias, 100, Galpão 2',
        addressLocality: 'Piracicaba',
        addressRegion: 'SP',
        postalCode: '13400-123',
        addressCountry: 'BR',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        ratingCount: 2,
        bestRating: 5,
        worstRating: 1,
      },
      knowsAbout: ['Usinagem'],
    });
    expect(ld).toHaveProperty('sameAs', [
      'https://www.exemplo.com.br',
      'https://www.instagram.com/metal_exemplo',
      'https://www.facebook.com/metalexemplo',
      'https://www.linkedin.com/company/metal-exemplo',
    ]);
  });

  it('leaves out what the company lacks: no rating, no phone, no profiles, no images', () => {
    const bare = {
      ...company,
      rate: null,
      rates: [],
      phone1: null,
      whatsapp: null,
      website: null,
      instagram: null,
      facebook: null,
      linkedin: null,
    };
    const ld = companyLd(bare, { page: links.page, logo: null, cover: null });
    for (const key of ['aggregateRating', 'telephone', 'sameAs', 'logo', 'image'])
      expect(ld).not.toHaveProperty(key);
    expect(ld).toHaveProperty('address');
  });
});

describe('lists', () => {
  it('breadcrumbLd numbers its steps from 1 and links each', () => {
    expect(
      breadcrumbLd([
        { name: 'Home', url: 'https://c/' },
        { name: 'Companies', url: 'https://c/companies' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://c/' },
        { '@type': 'ListItem', position: 2, name: 'Companies', item: 'https://c/companies' },
      ],
    });
  });

  it('companyListLd: an ItemList of the companies in order, each with its page', () => {
    const ld = companyListLd([{ name: 'A' }, { name: 'B' }], (i) => `https://c/company/${i}`);
    expect(ld).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'A', url: 'https://c/company/0' },
      { '@type': 'ListItem', position: 2, name: 'B', url: 'https://c/company/1' },
    ]);
  });

  it('faqLd: every question with its accepted answer, its markdown as HTML and no raw HTML', () => {
    const ld = faqLd([{ question: 'Q?', answer: 'A.' }], 'en');
    expect(ld).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: '<p>A.</p>' } },
      ],
    });
    const rich = faqLd([{ question: 'Q?', answer: 'See **this** [page](https://e.x/p). <b>x</b>' }], 'en');
    const text = (rich.mainEntity as unknown as { acceptedAnswer: { text: string } }[])[0]?.acceptedAnswer
      .text;
    expect(text).toBe('<p>See <strong>this</strong> <a href="https://e.x/p">page</a>. x</p>');
  });
});
