/** The numbers of a company list as the form holds it (ids, or strings from the wire's echo). */
export function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * The first message of a field's error: a list field's error sits on the list or on an entry
 * ('exclude.0': that company is also a target).
 */
export function messageOf(error: unknown): string | undefined {
  if (Array.isArray(error)) return error.map(messageOf).find(Boolean);
  if (!error || typeof error !== 'object') return undefined;
  const { message, root } = error as { message?: unknown; root?: unknown };
  if (typeof message === 'string' && message) return message;
  return root ? messageOf(root) : undefined;
}
