/** The `/companies/list` bodies `npm run bench` drives (and bench/explain-list.ts explains). */
export function listVariants(categoryId: number): { name: string; body: Record<string, unknown> }[] {
  const list = (name: string, body: Record<string, unknown>) => ({ name, body: { page: 1, ...body } });
  return [
    list('(default: name asc)', {}),
    list('page 40', { page: 40 }),
    list('name desc', { order_by: 'name', order: 'desc' }),
    list('rate desc', { order_by: 'rate', order: 'desc' }),
    list('rate asc', { order_by: 'rate', order: 'asc' }),
    list('search "usinagem"', { search: 'usinagem' }),
    list('search "metalurgica tiete"', { search: 'metalurgica tiete' }),
    list('search, no match', { search: 'inexistente' }),
    list('city Piracicaba', { city: 9896 }),
    list('state SP', { state: 26 }),
    list('category', { category: categoryId }),
    list('search + city + rate desc', { search: 'usinagem', city: 9896, order_by: 'rate', order: 'desc' }),
  ];
}
