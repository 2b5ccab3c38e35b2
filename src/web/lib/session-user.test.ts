import { describe, expect, it, vi } from 'vitest';
import { createUserStore, parseSessionUser } from './session-user';
import { createMemoryStorage } from './storage';

const ana = { id: 7, shortName: 'Ana', company: 3, companyName: 'Metal Forte' };

describe('user store', () => {
  it('keeps the user in storage key "user" and notifies subscribers', () => {
    const storage = createMemoryStorage();
    const store = createUserStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);

    expect(store.get()).toBeNull();
    store.set(ana);
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(ana);
    expect(store.get()).toEqual(ana);
    expect(store.get()).toBe(store.get());

    store.clear();
    expect(storage.getItem('user')).toBeNull();
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads a user stored before it was created and ignores broken data', () => {
    expect(createUserStore(createMemoryStorage({ user: JSON.stringify(ana) })).get()).toEqual(ana);
    expect(createUserStore(createMemoryStorage({ user: '{not json' })).get()).toBeNull();
    expect(createUserStore(createMemoryStorage({ user: '{"id":1}' })).get()).toBeNull();
  });

  it('normalises a missing or flag-like company to 0', () => {
    expect(parseSessionUser({ id: '5', shortName: 'Rui', company: false })).toEqual({
      id: 5,
      shortName: 'Rui',
      company: 0,
      companyName: '',
    });
  });
});
