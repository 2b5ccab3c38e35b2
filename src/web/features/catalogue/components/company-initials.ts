/** Up to two initials of a company name, for the placeholder of a missing logo. */
export function companyInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => Array.from(word.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '');
  return letters.join('').toUpperCase();
}
