/**
 * Paging of the list calls (DECISIONS.md 3): pages count from 1, `records` is the page size, and the
 * list ends with the first page holding fewer rows than `records`. An empty page or a zero page size
 * also ends it, so a misbehaving server cannot make the client ask forever.
 */
export const FIRST_PAGE = 1;

export function nextPage(last: { data: unknown[]; records: number }, lastPage: number): number | undefined {
  if (last.records <= 0 || last.data.length === 0 || last.data.length < last.records) return undefined;
  return lastPage + 1;
}
