import { useQuery } from '@tanstack/react-query';
import { formatDate, isoDay } from '../../shared/rules/date-format';
import { useLanguage } from './use-language';

/**
 * Text the server's render wrote, handed to hydration with the answers the page came with (the
 * render sends every answered query, entry-server.tsx; app/initial-data.ts seeds them) instead of
 * being written again in the browser. Writing a day builds the page's first Intl date formatter,
 * which loads ICU's calendar data: 15–80 ms of one task on a loaded machine and four times that on
 * Lighthouse's phone, inside hydration (issue 29 item 4: the home page's TBT went from 30–60 to
 * 160–210 ms when the magazines' days moved to Intl). A render that is the browser's own (a later
 * page, the other language) writes the text itself.
 */
export function useServerText<T>(key: readonly string[], write: () => T): T {
  return (
    useQuery({
      queryKey: ['server-text', ...key],
      queryFn: write,
      initialData: write,
      staleTime: Infinity,
    }).data ?? write()
  );
}

/** Days of the API written for the page's language (formatDate), one per value, in order. */
export function useDayTexts(values: readonly string[]): string[] {
  const { lang } = useLanguage();
  return useServerText(['days', lang, ...values], () => values.map((value) => formatDate(value, lang)));
}

/** The São Paulo days of API moments for <time dateTime> (isoDay), one per value, in order. */
export function useIsoDays(values: readonly string[]): (string | undefined)[] {
  return useServerText(['iso-days', ...values], () => values.map(isoDay));
}
