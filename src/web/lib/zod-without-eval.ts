/*
 * zod compiles a faster parser for object schemas with `new Function` when it may, and finds out by
 * trying once. Under the site's Content-Security-Policy (no 'unsafe-eval':
 * src/server/plugins/security-headers.ts) that try is refused, and the browser reports the refusal
 * even though zod catches it. zod's `jitless` setting skips the try; it is read from this global,
 * which zod shares with whoever sets it, when each schema is built. So it is set here, first thing,
 * without importing zod (which stays out of the entry's download: it comes with the first form).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
Object.assign(holder.__zod_globalConfig, { jitless: true });
