import { removeAccents } from '@brazilian-utils/brazilian-utils';

/**
 * URL slug of a name: accents stripped, lower case, every run of other characters turned into one
 * hyphen, no hyphen at either end. 'Metalúrgica São José Ltda.' → 'metalurgica-sao-jose-ltda'.
 * A name with no letter or digit gives ''.
 */
export function slugify(value: string): string {
  return removeAccents(value.normalize('NFKC').toLowerCase())
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
