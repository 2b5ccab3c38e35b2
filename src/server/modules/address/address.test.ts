import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import places from '../../db/data/brazil-places.json';
import { normalizeSearch } from '../../db/sql/search';
import { call, createTestApp, openSession, type SessionHeaders, type TestApp } from '../../test/harness';

type Answer = {
  response: boolean;
  data: Record<string, unknown>[];
  error?: string;
  fields?: Record<string, string>;
};

let t: TestApp;
let headers: SessionHeaders;

beforeAll(async () => {
  t = await createTestApp();
  headers = await openSession(t.app, 'en');
});
afterAll(async () => {
  await t.close();
});

const address = (payload: unknown, h: Record<string, string> = headers) =>
  call<Answer>(t.app, { method: 'POST', url: '/app/address/data', headers: h, payload: payload as object });

describe('POST /address/data', () => {
  it("answers a state's cities by name, accents ignored", async () => {
    const { body } = await address({ type: 'cities', id: 26 });
    expect(body.response).toBe(true);
    const expected = places.cities.filter((c) => c.state === 26);
    expect(body.data).toHaveLength(expected.length);
    expect(body.data).toContainEqual({ id: 9896, cityName: 'Piracicaba', state: 26 });
    expect(Object.keys(body.data[0]).sort()).toEqual(['cityName', 'id', 'state']);
    const names = body.data.map((c) => normalizeSearch(String(c.cityName)));
    for (let i = 1; i < names.length; i += 1) expect(names[i - 1] <= names[i]).toBe(true);
    // Accented names sit among their letter, not after 'Z' as a byte order would put them.
    const order = body.data.map((c) => c.cityName);
    expect(order.indexOf('Águas de Lindóia')).toBeLessThan(order.indexOf('Americana'));
    expect(order.indexOf('Óleo')).toBeLessThan(order.indexOf('Osasco'));
  });

  it('accepts the state id as a string and answers no cities for an unknown state', async () => {
    expect((await address({ type: 'cities', id: '26' })).body.data.length).toBeGreaterThan(600);
    expect((await address({ type: 'cities', id: 999_999 })).body).toEqual({ response: true, data: [] });
  });

  it('answers the states', async () => {
    const { body } = await address({ type: 'states' });
    expect(body.data).toHaveLength(places.states.length);
    expect(body.data).toContainEqual({ id: 26, iso: 'SP' });
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'iso']);
  });

  it('refuses an unknown type or a missing state id with VAL001', async () => {
    const badType = await address({ type: 'countries' });
    expect(badType.body).toMatchObject({
      response: false,
      error: 'VAL001',
      fields: { type: expect.any(String) },
    });
    const noId = await address({ type: 'cities' });
    expect(noId.body).toMatchObject({ response: false, error: 'VAL001', fields: { id: expect.any(String) } });
  });

  it('needs an app session', async () => {
    expect((await address({ type: 'states' }, {})).body).toMatchObject({ response: false, error: 'SES001' });
  });
});
