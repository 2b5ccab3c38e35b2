import { describe, expect, it } from 'vitest';
import { failures, samples } from '../test/schema-helpers';
import { companyForm, companyFormToWire, companyRegisterBody, companyUpdateBody } from './company';

const mapSrc = 'https://www.google.com/maps/embed?pb=!1m18!1m12';

const wire = {
  trade_name: 'Metalúrgica Exemplo',
  name: 'Metalúrgica Exemplo Ltda.',
  email: 'contato@exemplo.com.br',
  cnpj: '11.222.333/0001-81',
  quotes: 'y',
  phone_1: '(11) 3000-0000',
  phone_2: '',
  website: 'https://exemplo.com.br',
  video_url: 'https://youtu.be/dQw4w9WgXcQ',
  map_url: `<iframe src="${mapSrc}" width="600" height="450"></iframe>`,
  whatsapp: '11 98765-4321',
  instagram: 'metal_exemplo',
  facebook: null,
  youtube: 'metal-exemplo',
  linkedin: 'metal-exemplo',
  about: 'Fabricamos peças.',
  about_short: 'Peças sob medida.',
  postal_code: '01310-100',
  address: 'Av. Paulista',
  address_number: '1000',
  address_adjunct: '',
  address_neighborhood: 'Bela Vista',
  city: 9896,
  categories: [1, 2, 2],
  logo: `data:image/png;base64,${samples.png}`,
  cover: null,
  portfolio: null,
  terms: true,
};

describe('company register and update', () => {
  it('normalizes a valid payload', () => {
    const parsed = companyRegisterBody.parse(wire);
    expect(parsed).toMatchObject({
      cnpj: '11222333000181',
      phone_1: '1130000000',
      phone_2: null,
      whatsapp: '11987654321',
      video_url: 'dQw4w9WgXcQ',
      map_url: mapSrc,
      facebook: null,
      postal_code: '01310100',
      address_adjunct: null,
      categories: [1, 2],
      cover: null,
      portfolio: [],
      terms: true,
    });
    expect(parsed.logo).toMatchObject({ kind: 'png', mime: 'image/png', name: 'logo' });
  });

  it('takes logo and cover as a list of one image too (PRODUCT.md 3: base64 lists, null if none)', () => {
    const parsed = companyRegisterBody.parse({ ...wire, logo: [wire.logo], cover: [] });
    expect(parsed.logo).toMatchObject({ kind: 'png', name: 'logo' });
    expect(parsed.cover).toBeNull();
    expect(failures(companyRegisterBody, { ...wire, logo: [] })).toEqual({ logo: 'v.required' });
    expect(Object.keys(failures(companyRegisterBody, { ...wire, logo: [wire.logo, wire.logo] }))).toEqual([
      'logo',
    ]);
  });

  it('requires the logo and the terms only at first registration', () => {
    const { logo: _logo, terms: _terms, ...rest } = wire;
    expect(failures(companyRegisterBody, rest)).toEqual({ logo: 'v.required', terms: 'v.terms' });
    expect(companyUpdateBody.parse(rest).logo).toBeNull();
  });

  it('applies the section 5 rules', () => {
    expect(
      failures(companyUpdateBody, {
        ...wire,
        trade_name: '',
        email: 'no',
        cnpj: '11.111.111/1111-11',
        quotes: 'yes',
        phone_2: '123',
        website: 'exemplo.com',
        video_url: 'https://vimeo.com/1',
        map_url: 'Av. Paulista',
        instagram: 'metal.exemplo',
        linkedin: 'metal_exemplo',
        about: 'x'.repeat(5001),
        postal_code: '1234',
        address_number: '12345678901',
        categories: [],
        logo: samples.pdf,
        portfolio: [samples.png, samples.txt],
      }),
    ).toEqual({
      trade_name: 'v.required',
      email: 'v.email',
      cnpj: 'v.cnpj',
      quotes: 'v.yn',
      phone_2: 'v.phone',
      website: 'v.url',
      video_url: 'v.youtube',
      map_url: 'v.mapUrl',
      instagram: 'v.lettersNumbersUnderscoreDash',
      linkedin: 'v.lettersNumbersDash',
      about: 'v.maxLength',
      postal_code: 'v.cep',
      address_number: 'v.maxLength',
      categories: 'v.categories',
      logo: 'v.fileTypeNamed',
      'portfolio.1': 'v.fileTypeNamed',
    });
  });

  it('limits portfolio images per request', () => {
    expect(failures(companyUpdateBody, { ...wire, portfolio: Array(13).fill(samples.png) })).toEqual({
      portfolio: 'v.fileCount',
    });
  });
});

describe('company form (camelCase, same rules)', () => {
  it('parses form values and maps them onto the wire names the server accepts', () => {
    const values = companyForm.parse({
      tradeName: wire.trade_name,
      name: wire.name,
      email: wire.email,
      cnpj: wire.cnpj,
      quotes: 'n',
      phone1: wire.phone_1,
      phone2: '',
      whatsapp: '',
      website: '',
      videoUrl: 'dQw4w9WgXcQ',
      mapUrl: wire.map_url,
      instagram: '',
      facebook: '',
      youtube: '',
      linkedin: '',
      about: wire.about,
      aboutShort: wire.about_short,
      postalCode: wire.postal_code,
      address: wire.address,
      addressNumber: wire.address_number,
      addressAdjunct: '',
      addressNeighborhood: wire.address_neighborhood,
      city: '9896',
      categories: ['3'],
    });
    const payload = companyFormToWire(values);
    expect(payload).toMatchObject({
      trade_name: wire.trade_name,
      phone_1: '1130000000',
      city: 9896,
      categories: [3],
    });
    expect(companyUpdateBody.parse(payload)).toMatchObject({
      map_url: mapSrc,
      video_url: 'dQw4w9WgXcQ',
      cnpj: '11222333000181',
    });
  });

  it('reports on camelCase names', () => {
    expect(failures(companyForm, { ...wire, aboutShort: 'x'.repeat(251) })).toMatchObject({
      tradeName: 'v.required',
      aboutShort: 'v.maxLength',
      postalCode: 'v.required',
    });
  });
});
