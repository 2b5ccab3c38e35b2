import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { onThisMachine, poolSize, REMOTE_POOL } from './pool-size';

describe('poolSize', () => {
  it('tells a database on this machine from one elsewhere', () => {
    expect(onThisMachine('postgresql://postgres:x@127.0.0.1:5432/catalogo')).toBe(true);
    expect(onThisMachine('postgresql://postgres@localhost/catalogo')).toBe(true);
    expect(onThisMachine('postgresql://u@[::1]:5432/c')).toBe(true);
    expect(onThisMachine('postgresql://u@db.example.com:5432/c')).toBe(false);
    expect(onThisMachine('postgresql://u@10.0.0.7/c')).toBe(false);
  });

  it('shares twice the cores among the processes for a database on this machine, at least 4', () => {
    const cores = availableParallelism();
    const url = 'postgresql://postgres:x@127.0.0.1:5432/catalogo';
    expect(poolSize({ databaseUrl: url, workers: 1 })).toBe(Math.max(4, 2 * cores));
    expect(poolSize({ databaseUrl: url, workers: cores })).toBe(4);
    // The embedded server (no DATABASE_URL) is on this machine.
    expect(poolSize({ workers: 1 })).toBe(Math.max(4, 2 * cores));
  });

  it('keeps ten for a database elsewhere, and DATABASE_POOL wins over both', () => {
    expect(poolSize({ databaseUrl: 'postgresql://u@db.example.com/c', workers: 1 })).toBe(REMOTE_POOL);
    expect(poolSize({ databaseUrl: 'postgresql://u@127.0.0.1/c', workers: 1, configured: 7 })).toBe(7);
  });
});
