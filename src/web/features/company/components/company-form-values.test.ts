import { describe, expect, it } from 'vitest';
import { PLACES } from '../../../../shared/limits';
import { companyForm, companyRegisterBody, companyUpdateBody } from '../../../../shared/schemas/company';
import { savedCompany } from '../../../test/company-kit';
import { companyFormValues, companySaveBody, FORM_NAME_OF } from './company-form-values';

const image = (name: string, base64: string) => ({ name, base64, preview: `blob:${name}` });
const none = { logo: null, cover: null, portfolio: [] };

describe('company form values', () => {
  it('starts a registration empty, taking quotes, in the home city, with no category', () => {
    const values = companyFormValues(null);
    expect(values).toMatchObject({ tradeName: '', email: '', cnpj: '', quotes: 'y', categories: [] });
    expect(values.city).toBe(PLACES.homeCityId);
    // The required fields start empty, so an untouched registration is refused.
    expect(companyForm.safeParse(values).success).toBe(false);
  });

  it('fills an update with the saved company as the fields show it', () => {
    const values = companyFormValues(savedCompany());
    expect(values).toMatchObject({
      tradeName: 'Metal Exemplo',
      cnpj: '11.222.333/0001-81',
      phone1: '19 3000-1234',
      phone2: '',
      whatsapp: '19 98765-4321',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      mapUrl: '',
      facebook: '',
      keywords: '',
      postalCode: '13400-000',
      addressAdjunct: '',
      city: 9897,
      categories: [2],
    });
  });

  it('sends the saved company back unchanged: the values pass the form and the update call', () => {
    const values = companyForm.parse(companyFormValues(savedCompany()));
    const body = companySaveBody(values, none, false);
    expect(body).toMatchObject({
      trade_name: 'Metal Exemplo',
      // The schema's output: the phone's digits, as the server stores them.
      phone_1: '1930001234',
      about_short: 'Peças sob medida.',
      address_neighborhood: 'Centro',
      city: 9897,
      categories: [2],
      logo: null,
      cover: null,
      portfolio: [],
    });
    expect(body).not.toHaveProperty('terms');
    expect(body).not.toHaveProperty('tradeName');
    const parsed = companyUpdateBody.parse(body);
    expect(parsed.video_url).toBe('dQw4w9WgXcQ');
  });

  it('adds the picked images as base64 and, on a registration, the accepted terms', () => {
    const values = companyForm.parse({ ...companyFormValues(savedCompany()), terms: true });
    const body = companySaveBody(
      values,
      {
        logo: image('logo.png', 'TE9HTw=='),
        cover: null,
        portfolio: [image('a.png', 'QQ=='), image('b.png', 'Qg==')],
      },
      true,
    );
    expect(body).toMatchObject({ logo: 'TE9HTw==', cover: null, portfolio: ['QQ==', 'Qg=='], terms: true });
    expect(companyRegisterBody.safeParse({ ...body, logo: null }).success).toBe(false);
  });

  it('names the form field of each wire name, so server errors land on the right field', () => {
    expect(FORM_NAME_OF.trade_name).toBe('tradeName');
    expect(FORM_NAME_OF.phone_1).toBe('phone1');
    expect(FORM_NAME_OF.address_neighborhood).toBe('addressNeighborhood');
    expect(FORM_NAME_OF.logo).toBeUndefined();
  });
});
