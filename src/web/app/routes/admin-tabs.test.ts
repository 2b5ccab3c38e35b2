import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, type AdminTab, tabsFor } from './admin-tabs';

const Nothing = () => null;
const tab = (id: string, role: AdminTab['role']): AdminTab => ({ id, role, Title: Nothing, Panel: Nothing });

describe('back-office tabs by role', () => {
  const tabs = [tab('faq', 'editor'), tab('companies', 'admin'), tab('magazines', 'editor')];

  it('gives an admin every tab and an editor only the editor tabs, in order', () => {
    expect(tabsFor(['admin'], tabs).map((t) => t.id)).toEqual(['faq', 'companies', 'magazines']);
    expect(tabsFor(['editor'], tabs).map((t) => t.id)).toEqual(['faq', 'magazines']);
    expect(tabsFor([], tabs)).toEqual([]);
  });

  it('keeps the companies, insight and audit tabs for admins only', () => {
    expect(tabsFor(['editor']).map((t) => t.id)).not.toEqual(expect.arrayContaining(['companies']));
    expect(tabsFor(['editor']).some((t) => ['companies', 'insight', 'audit'].includes(t.id))).toBe(false);
    expect(tabsFor(['admin']).map((t) => t.id)).toEqual(ADMIN_TABS.map((t) => t.id));
  });
});
