import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '../../db/schema/staff';
import type { Access } from '../../plugins/session';
import { call, createTestApp, openSession, type TestApp } from '../../test/harness';
import { createStaff } from '../../test/staff';

/*
 * Every registered /app/admin route, read from the app itself: a route added later without a staff
 * role is caught here, not by a reviewer.
 */
let t: TestApp;
let headers: Record<'visitor' | 'customer' | 'editor' | 'admin', Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  headers = {
    visitor: await openSession(t.app),
    customer: (await createStaff(t, [])).headers,
    editor: (await createStaff(t, ['editor'])).headers,
    admin: (await createStaff(t, ['admin'])).headers,
  };
});
afterAll(() => t.close());

const STAFF: readonly Access[] = ['editor', 'admin'];

function adminRoutes() {
  return t.app.declaredRoutes.filter((r) => r.url.startsWith('/app/admin') && r.method !== 'HEAD');
}

async function ask(route: { method: string; url: string }, who: keyof typeof headers) {
  return call<{ response: boolean; error?: string }>(t.app, {
    method: route.method as 'GET' | 'POST',
    url: route.url,
    headers: { ...headers[who], 'content-type': 'application/json' },
    ...(route.method === 'GET' ? {} : { payload: '{}' }),
  });
}

describe('back-office routes', () => {
  it('are registered and every one declares a staff role', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const route of routes) expect(STAFF, `${route.method} ${route.url}`).toContain(route.access);
  });

  it('are listed in the API docs with the role they need', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/app/docs/json' })).json() as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    for (const route of adminRoutes()) {
      const operation = docs.paths[route.url]?.[route.method.toLowerCase()];
      expect(operation?.description, route.url).toMatch(
        /Back office: needs a logged-in user with the `(editor|admin)`/,
      );
    }
  });

  it('refuse a visitor (no login) and a customer without a role', async () => {
    for (const route of adminRoutes()) {
      const visitor = await ask(route, 'visitor');
      expect(visitor.body, `visitor ${route.url}`).toMatchObject({ response: false, error: 'SES006' });
      const customer = await ask(route, 'customer');
      expect(customer.body, `customer ${route.url}`).toMatchObject({ response: false, error: 'STF001' });
    }
  });

  it('refuse an editor on admin routes and let it through editor routes', async () => {
    for (const route of adminRoutes()) {
      const { body } = await ask(route, 'editor');
      if (route.access === 'admin')
        expect(body, route.url).toMatchObject({ response: false, error: 'STF001' });
      else expect(body.error, route.url).not.toBe('STF001');
    }
  });

  it('let an admin through every route (validation may still refuse an empty body)', async () => {
    for (const route of adminRoutes()) {
      const { body } = await ask(route, 'admin');
      expect(['SES006', 'STF001'], route.url).not.toContain(body.error);
    }
  });

  it('the login answer names the roles of staff only, so the web shows the back-office link', async () => {
    const login = async (roles: ('editor' | 'admin')[]) => {
      const person = await createStaff(t, roles);
      const res = await call<{ register: { roles?: string[] } }>(t.app, {
        method: 'POST',
        url: '/app/auth/login',
        headers: await openSession(t.app),
        payload: { document: person.doc, password: person.password },
      });
      return res.body.register;
    };
    expect((await login(['editor', 'admin'])).roles).toEqual(['admin', 'editor']);
    expect(await login([])).not.toHaveProperty('roles');
  });

  it('check the role in the database on every call: a removed role is refused at once', async () => {
    const staff = await createStaff(t, ['admin']);
    const me = () =>
      call<{ roles?: string[]; error?: string }>(t.app, {
        method: 'GET',
        url: '/app/admin/me',
        headers: staff.headers,
      });
    expect((await me()).body.roles).toEqual(['admin']);
    await t.db.db.delete(staffRoles).where(eq(staffRoles.customerId, staff.id));
    expect((await me()).body.error).toBe('STF001');
  });
});
