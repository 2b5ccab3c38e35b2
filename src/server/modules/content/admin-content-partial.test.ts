import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { pngBase64 as png } from '../../test/images';
import { createStaff } from '../../test/staff';
import type { TestUser } from '../../test/users';

/*
 * Issue 30 item 25: a content save with fields left out used to be taken as "blank them" (`{}`
 * cleared the banner's link and switched it on). Every field of a save is now required in the
 * body (blank or null where the form allows it); a body missing some is refused with VAL001 naming
 * each missing field, and changes nothing. Images stay optional: left out keeps the stored one.
 */

type Body = { response: boolean; error?: string; fields?: Record<string, string> };

let t: TestApp;
let editor: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

const edit = async (url: string, payload: object) =>
  (
    await call<Body>(t.app, {
      method: 'POST',
      url: `/app/admin/content/${url}`,
      headers: editor.headers,
      payload,
    })
  ).body;
const read = async (url: string) =>
  (
    await call<{ data: unknown }>(t.app, {
      method: 'GET',
      url: `/app/admin/content/${url}`,
      headers: editor.headers,
    })
  ).body.data;

describe('a content save that leaves fields out is refused and changes nothing', () => {
  it('banner: `{}` names href and active; the saved banner stays', async () => {
    const saved = await edit('banner/save', {
      href: '/companies',
      active: false,
      mobile: await png(780, 390),
      desktop: await png(1440, 300),
    });
    expect(saved).toEqual({ response: true });
    const before = await read('banner');

    const empty = await edit('banner/save', {});
    expect(empty).toMatchObject({ response: false, error: 'VAL001' });
    expect(Object.keys(empty.fields ?? {}).sort()).toEqual(['active', 'href']);
    expect(empty.fields?.href).toBe('Required field!');
    expect(await read('banner')).toEqual(before);

    // Blank and null still mean "no link": the form sends every field.
    expect(await edit('banner/save', { href: '', active: false })).toEqual({ response: true });
    expect(await read('banner')).toMatchObject({ href: null, active: false });
  });

  it('slide: an edit naming only the titles keeps its text, link and state', async () => {
    const slide = {
      title_pt: 'Feira',
      title_en: 'Fair',
      text_pt: 'Venha',
      text_en: 'Come',
      href: '/companies',
      active: false,
    };
    const added = await edit('slides/save', {
      ...slide,
      mobile: await png(780, 780),
      desktop: await png(1440, 500),
    });
    expect(added.response).toBe(true);
    const id = (added as unknown as { id: number }).id;
    const partial = await edit('slides/save', { id, title_pt: 'Feira', title_en: 'Fair' });
    expect(partial.error).toBe('VAL001');
    expect(Object.keys(partial.fields ?? {}).sort()).toEqual(['active', 'href', 'text_en', 'text_pt']);
    expect(await read('slides')).toEqual([expect.objectContaining({ id, ...slide })]);
  });

  it('about: leaving the video out keeps it', async () => {
    const about = {
      history_pt: 'História',
      history_en: 'History',
      history_short_pt: 'Curta',
      history_short_en: 'Short',
      video: 'aqz-KE-bpKQ',
    };
    expect(await edit('about/save', about)).toEqual({ response: true });
    const { video: _, ...withoutVideo } = about;
    const partial = await edit('about/save', withoutVideo);
    expect(Object.keys(partial.fields ?? {})).toEqual(['video']);
    expect(await read('about')).toMatchObject({ video: 'aqz-KE-bpKQ' });
  });

  it('contact: leaving the profiles out keeps them', async () => {
    const contact = {
      email: 'contato@associacao.org.br',
      phone: '19 3422-1978',
      address_pt: 'Rua A, 1',
      address_en: '1 A Street',
      fantasy_name: 'Associação',
      doc: '37.179.011/0001-90',
      instagram: 'associacao',
      facebook: 'associacao',
      linkedin: 'associacao',
      youtube: 'associacao',
      x: 'associacao',
    };
    expect(await edit('contact/save', contact)).toEqual({ response: true });
    const { doc, instagram, facebook, linkedin, youtube, x, ...required } = contact;
    const partial = await edit('contact/save', required);
    expect(Object.keys(partial.fields ?? {}).sort()).toEqual([
      'doc',
      'facebook',
      'instagram',
      'linkedin',
      'x',
      'youtube',
    ]);
    expect(await read('contact')).toMatchObject({ instagram: 'associacao', x: 'associacao' });
  });
});
