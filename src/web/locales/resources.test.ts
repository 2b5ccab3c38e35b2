import { describe, expect, it } from 'vitest';
import { loadNamespace } from './resources';

describe('loadNamespace', () => {
  it('takes the first namespaces from their language chunk', async () => {
    expect((await loadNamespace('en', 'common')).catalogueName).toBe('Industrial Catalogue');
    expect((await loadNamespace('pt-BR', 'common')).catalogueName).toBe('Catálogo Industrial');
    expect(await loadNamespace('pt-BR', 'catalogue')).toHaveProperty('slideshow');
  });

  it('takes every other namespace from its own file, and refuses what does not exist', async () => {
    expect(await loadNamespace('en', 'account')).toHaveProperty('login.title', 'Log in to your account');
    await expect(loadNamespace('fr', 'common')).rejects.toThrow('no strings for fr/common');
    await expect(loadNamespace('fr', 'errors')).rejects.toThrow('no strings for fr/errors');
    await expect(loadNamespace('en', 'nothing')).rejects.toThrow('no strings for en/nothing');
  });

  it('takes the shared namespaces from the catalogue translate() reads', async () => {
    expect(await loadNamespace('pt-BR', 'errors')).toHaveProperty('error.GEN404', 'Não encontrado.');
    expect(await loadNamespace('en', 'feedback')).toHaveProperty('empty.noMore', 'no more records');
  });
});
