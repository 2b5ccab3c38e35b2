// A server process of `WORKERS=N` (src/server/workers.ts forks it): TypeScript through tsx, as start.mjs.
import { register } from 'tsx/esm/api';

register();
await import('../src/server/main.ts');
