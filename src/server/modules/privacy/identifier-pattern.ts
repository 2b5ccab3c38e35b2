/**
 * A regular expression (the syntax PostgreSQL and JavaScript share) that finds a person's CPF,
 * e-mail and cellphone in free text: the e-mail as typed, in any case; the CPF and the phone as
 * their digits with up to two separators between any two of them, so 529.982.247-25,
 * 52998224725, (19) 99123-4567 and 19 99123 4567 are all found.
 */
export function identifierPattern(person: { doc: string; email: string; cellphone: string }): string {
  return [escapeRegExp(person.email), looseDigits(person.doc), looseDigits(person.cellphone)].join('|');
}

const SEPARATOR = '[\\s()./-]{0,2}';

/** An opening parenthesis before the area code goes with the number. */
function looseDigits(digits: string): string {
  return `\\(?${[...digits.replace(/\D/g, '')].join(SEPARATOR)}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What a masked identifier reads as, in either language. */
export const IDENTIFIER_MASK = '***';
