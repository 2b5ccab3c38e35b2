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

/**
 * Every back-office route and the role it needs, written out by hand: a route whose role changes
 * (say, suspending a company opened to editors) must change this table too, in a change someone
 * reviews. Editors edit the site's content; everything about people, companies and the audit log
 * is the admins'.
 */
const ROLE_OF: Readonly<Record<string, 'editor' | 'admin'>> = {
  'GET /admin/me': 'editor',
  'POST /admin/companies/list': 'admin',
  'POST /admin/companies/info': 'admin',
  'POST /admin/companies/suspend': 'admin',
  'POST /admin/companies/reinstate': 'admin',
  'POST /admin/companies/verify': 'admin',
  'POST /admin/companies/export': 'admin',
  'POST /admin/companies/certifications': 'admin',
  'POST /admin/companies/certification_check': 'admin',
  'POST /admin/audit/list': 'admin',
  'POST /admin/audit/actions': 'admin',
  'POST /admin/insight': 'admin',
  'POST /admin/magazines/list': 'editor',
  'POST /admin/magazines/add': 'editor',
  'POST /admin/magazines/edit': 'editor',
  'POST /admin/magazines/remove': 'editor',
  'POST /admin/terms/versions': 'editor',
  'POST /admin/terms/publish': 'editor',
  'GET /admin/categories/list': 'editor',
  'GET /admin/vocabulary/list': 'admin',
  'POST /admin/vocabulary/add': 'admin',
  'POST /admin/vocabulary/rename': 'admin',
  'POST /admin/vocabulary/retire': 'admin',
  'POST /admin/vocabulary/restore': 'admin',
  'GET /admin/vocabulary/suggestions': 'admin',
  'POST /admin/vocabulary/approve': 'admin',
  'POST /admin/vocabulary/refuse': 'admin',
  'POST /admin/categories/add': 'editor',
  'POST /admin/categories/rename': 'editor',
  'POST /admin/categories/merge': 'editor',
  'POST /admin/categories/remove': 'editor',
  'GET /admin/content/faq': 'editor',
  'POST /admin/content/faq/save': 'editor',
  'POST /admin/content/faq/remove': 'editor',
  'POST /admin/content/faq/order': 'editor',
  'GET /admin/content/slides': 'editor',
  'POST /admin/content/slides/save': 'editor',
  'POST /admin/content/slides/remove': 'editor',
  'POST /admin/content/slides/order': 'editor',
  'GET /admin/content/banner': 'editor',
  'POST /admin/content/banner/save': 'editor',
  'GET /admin/content/about': 'editor',
  'POST /admin/content/about/save': 'editor',
  'GET /admin/content/contact': 'editor',
  'POST /admin/content/contact/save': 'editor',
  'POST /admin/customers/list': 'admin',
  'POST /admin/customers/block': 'admin',
  'POST /admin/customers/unblock': 'admin',
  'POST /admin/newsletter/subscribers': 'admin',
  'POST /admin/newsletter/export': 'admin',
  'POST /admin/newsletter/test': 'admin',
  'POST /admin/newsletter/send': 'admin',
  'POST /admin/newsletter/issues': 'admin',
  'POST /admin/member-import/preview': 'admin',
  'POST /admin/member-import/import': 'admin',
  'POST /admin/member-import/list': 'admin',
  'POST /admin/member-import/undo': 'admin',
  'GET /admin/member-import/template': 'admin',
  'POST /admin/claims/listings': 'admin',
  'POST /admin/claims/invite': 'admin',
  'POST /admin/claims/resend': 'admin',
  'POST /admin/claims/revoke': 'admin',
  'POST /admin/claims/lang': 'admin',
  'POST /admin/claims/queue': 'admin',
  'POST /admin/claims/approve': 'admin',
  'POST /admin/claims/refuse': 'admin',
  'GET /admin/settings': 'admin',
  'POST /admin/settings/save': 'admin',
  'POST /admin/approvals/queue': 'admin',
  'POST /admin/approvals/approve': 'admin',
  'POST /admin/approvals/refuse': 'admin',
  'POST /admin/listings/insights': 'admin',
  'POST /admin/listings/remind': 'admin',
  'POST /admin/ratings/list': 'admin',
  'POST /admin/ratings/hide': 'admin',
  'POST /admin/ratings/restore': 'admin',
  'POST /admin/ratings/dismiss_report': 'admin',
  'POST /admin/ratings/hide_reply': 'admin',
  'POST /admin/ratings/restore_reply': 'admin',
  'POST /admin/search_log': 'admin',
};

/** A route's line in ROLE_OF: its method and path without the /app prefix. */
const lineOf = (route: { method: string; url: string }) =>
  `${route.method} ${route.url.slice('/app'.length)}`;

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

  it('need the roles of the table above, no more and no fewer routes', () => {
    const declared = Object.fromEntries(adminRoutes().map((route) => [lineOf(route), route.access]));
    expect(declared).toEqual(ROLE_OF);
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
      if (ROLE_OF[lineOf(route)] !== 'editor')
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
