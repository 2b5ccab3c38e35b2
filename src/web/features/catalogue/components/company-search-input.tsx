import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TEXT } from '../../../../shared/limits';
import { Icon } from '../../../components/ui/icon';
import { wantsSearchFocus } from '../../../lib/paths';
import styles from './company-filters.module.css';

/** Typing pauses this long before the list follows (PRODUCT.md asks for live search). */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The text search of /companies. What is typed is committed to the query string once typing pauses,
 * or at once on Enter; a value that changes in the URL (Back, Forward) is shown in the box.
 */
export function CompanySearchInput({ value, onCommit }: { value: string; onCommit: (text: string) => void }) {
  const { t } = useTranslation('catalogue');
  const inputId = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const location = useLocation();

  // The header's search icon leads here to search (issue 12 item 15): the box takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (location.key), not per state change.
  useEffect(() => {
    if (wantsSearchFocus(location.state)) input.current?.focus();
  }, [location.key]);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const commit = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onCommit(trimmed);
  };
  const commitLater = useEffectEvent(commit);

  useEffect(() => {
    const id = window.setTimeout(() => commitLater(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [text]);

  return (
    <search>
      <form
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          commit(text);
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          {t('companies.search')}
        </label>
        <div className={styles.searchField}>
          <Icon name="search" size={20} />
          <input
            ref={input}
            id={inputId}
            className={styles.searchInput}
            type="search"
            name="search"
            value={text}
            maxLength={TEXT.search}
            autoComplete="off"
            placeholder={t('companies.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </form>
    </search>
  );
}
