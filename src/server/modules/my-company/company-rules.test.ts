import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategories, register, storedFileCount, update, validPayload } from '../../test/company-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, type TestUser } from '../../test/users';

let t: TestApp;
let cats: number[];
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  cats = await addCategories(t);
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const long = (n: number) => 'x'.repeat(n);

// One failing value per rule of PRODUCT.md 5 "Company"; the field must be the one reported.
const CASES: [field: string, value: unknown, message?: string][] = [
  ['trade_name', '', 'Required field!'],
  ['trade_name', long(101), 'This field must have at most 100 characters!'],
  ['name', undefined, 'Required field!'],
  ['name', long(101)],
  ['email', 'not-an-email', 'Please enter a valid Email'],
  ['email', `${long(95)}@a.com`],
  ['cnpj', '', 'Required field!'],
  ['cnpj', '11.222.333/0001-82', 'Please enter a valid CNPJ!'],
  ['cnpj', '11.111.111/1111-11'],
  ['quotes', 'yes', 'Please choose yes or no!'],
  ['quotes', null, 'Required field!'],
  ['phone_1', '123', 'Please enter a valid phone number!'],
  ['phone_2', '(00) 3422-1234'],
  ['whatsapp', '19 9876', 'Please enter a valid phone number!'],
  ['website', 'exemplo.com.br', 'Please enter a valid URL!'],
  ['website', `https://${long(95)}.com`],
  ['video_url', 'https://vimeo.com/1', 'Please enter a valid YouTube link or video id!'],
  ['map_url', 'Rua A, 100, Piracicaba', 'Please paste the Google Maps embed code (iframe)!'],
  ['map_url', '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>'],
  ['map_url', `<iframe src="https://www.google.com/maps/embed?pb=${long(600)}"></iframe>`],
  ['instagram', 'metal.exemplo', 'Only letters, numbers, underscore and dash are allowed!'],
  ['facebook', 'metal exemplo'],
  ['youtube', `a${long(100)}`],
  ['linkedin', 'metal_exemplo', 'Only letters, numbers and dash are allowed!'],
  ['about', '  ', 'Required field!'],
  ['about', long(5001)],
  ['about_short', '', 'Required field!'],
  ['about_short', long(251), 'This field must have at most 250 characters!'],
  ['postal_code', '1340-000', 'Please enter a valid CEP!'],
  ['postal_code', undefined],
  ['address', '', 'Required field!'],
  ['address', long(251)],
  ['address_number', '', 'Required field!'],
  ['address_number', long(11), 'This field must have at most 10 characters!'],
  ['address_adjunct', long(21), 'This field must have at most 20 characters!'],
  ['address_neighborhood', '', 'Required field!'],
  ['address_neighborhood', long(101)],
  ['city', null, 'Required field!'],
  ['city', 'Piracicaba', 'Enter a valid number!'],
  ['categories', [], 'You must choose at least one category'],
  ['categories', null, 'You must choose at least one category'],
  ['terms', false, 'You must accept the Terms of Use'],
  ['terms', undefined, 'You must accept the Terms of Use'],
  ['logo', null, 'Required field!'],
];

describe('company field rules', () => {
  it.each(CASES)('refuses %s = %j', async (field, value, message) => {
    const before = await storedFileCount(t);
    const { body } = await register(t, user.headers, await validPayload(cats, { [field]: value }));
    expect(body).toMatchObject({ response: false, error: 'VAL001' });
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    if (message) expect(body.fields?.[field]).toBe(message);
    expect(await storedFileCount(t)).toBe(before);
  });

  it('accepts the usual Google Maps embed form and bare digits', async () => {
    const src = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3657.1!2d-46.6!3d-23.5';
    const payload = await validPayload(cats, {
      map_url: `<iframe src="${src}" width="600" height="450" style="border:0;" loading="lazy"></iframe>`,
      phone_1: '1934221234',
      postal_code: '13400000',
    });
    const other = await createUser(t);
    const { body } = await register(t, other.headers, payload);
    expect(body.response).toBe(true);
  });

  it('refuses a category or a city that does not exist', async () => {
    const category = await register(t, user.headers, await validPayload([cats[0], 999_999]));
    expect(category.body).toMatchObject({
      error: 'VAL001',
      message: 'Please choose categories from the list!',
      fields: { categories: 'Please choose categories from the list!' },
    });
    const city = await register(t, user.headers, await validPayload(cats, { city: 1 }));
    expect(city.body).toMatchObject({
      error: 'VAL001',
      fields: { city: 'Please choose a city from the list!' },
    });
  });

  it('applies the same rules on update, where logo and terms are not required', async () => {
    const owner = await createUser(t);
    expect((await register(t, owner.headers, await validPayload(cats))).body.response).toBe(true);
    const {
      logo: _logo,
      terms: _terms,
      ...rest
    } = await validPayload(cats, { portfolio: null, cover: null });
    expect((await update(t, owner.headers, rest)).body.response).toBe(true);
    const bad = await update(t, owner.headers, { ...rest, linkedin: 'a_b', categories: [] });
    expect(bad.body).toMatchObject({ error: 'VAL001' });
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['categories', 'linkedin']);
  });
});
