import { type SQL, sql } from 'drizzle-orm';
import type { AssociationSettings } from '../../../shared/schemas/company-approval';
import { siteContent } from '../schema/catalogue-content';

/**
 * One of the association's settings (decision 0044) read inside a statement, so a write takes the
 * choice in force at that instant (a registration is stored waiting or public in one insert) and a
 * read needs no second round trip. Stored as site_content's `settings` row (the same value in both
 * languages, as the contact details' shared fields are); missing means off.
 */
export function associationSetting(name: keyof AssociationSettings): SQL<boolean> {
  return sql<boolean>`coalesce((select (${siteContent.valuePt} ->> ${name})::boolean from ${siteContent} where ${siteContent.key} = 'settings'), false)`;
}
