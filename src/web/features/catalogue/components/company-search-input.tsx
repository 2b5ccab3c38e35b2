import { type KeyboardEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TEXT } from '../../../../shared/limits';
import { Icon } from '../../../components/ui/icon';
import { formatCount } from '../../../lib/format-locale';
import { wantsSearchFocus } from '../../../lib/paths';
import { useLanguage } from '../../../lib/use-language';
import { useSuggestions } from '../api/suggest-companies';
import { companyHref } from './company-card';
import styles from './company-filters.module.css';
import { optionId, SuggestionList, type SuggestionOption, suggestionOptions } from './search-suggestions';

/** Typing pauses this long before the list follows (PRODUCT.md asks for live search). */
export const SEARCH_DEBOUNCE_MS = 400;
/** Suggestions follow typing sooner than the list does. */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * The text search of /companies, a combobox (WAI-ARIA pattern, issue 32): suggestions (categories,
 * products and services, companies) open under the box as one types; the arrow keys walk them, Enter
 * picks the active one, Escape closes them, and a status line tells screen readers how many there are.
 * A category, process or material narrows the list to it; a product or a company opens the company's page. What is
 * typed is committed to the query string once typing pauses, or at once on Enter; a value that
 * changes in the URL (Back, Forward) is shown in the box.
 */
export function CompanySearchInput({
  value,
  onCommit,
  onPickCategory,
  onPickTerm,
}: {
  value: string;
  onCommit: (text: string) => void;
  onPickCategory: (id: number) => void;
  /** A process or material of the vocabulary narrows the list to it (issue 32). */
  onPickTerm?: (kind: 'process' | 'material', id: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const { t: tSearch } = useTranslation('catalogue-search');
  const { lang } = useLanguage();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState(value);
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const committed = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const suggestions = useSuggestions(asked);
  const options = suggestionOptions(suggestions.data, (product, company) =>
    tSearch('search.productOf', { product, company }),
  );
  const shown = open && asked.trim() !== '' && options.length > 0;

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
  const pendingCommit = useRef<number | undefined>(undefined);

  useEffect(() => {
    const id = window.setTimeout(() => commitLater(text), SEARCH_DEBOUNCE_MS);
    pendingCommit.current = id;
    const ask = window.setTimeout(() => setAsked(text), SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(id);
      window.clearTimeout(ask);
    };
  }, [text]);

  const pick = (option: SuggestionOption) => {
    // The pick replaces what was typed. While the picked list loads, the box still holds the typed
    // text, whose commit (due when typing pauses) would follow the pick and undo it (e2e find-supplier).
    window.clearTimeout(pendingCommit.current);
    setOpen(false);
    setActive(-1);
    if ('reqId' in option) void navigate(companyHref(option.reqId, option.name));
    else if (option.kind === 'category') onPickCategory(option.id);
    else onPickTerm?.(option.kind, option.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!shown) setOpen(true);
      setActive((at) => (down ? (at + 1) % count : at <= 0 ? count - 1 : at - 1));
    } else if (event.key === 'Enter' && shown && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

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
            role="combobox"
            aria-expanded={shown}
            aria-controls={shown ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={shown && active >= 0 ? optionId(listId, active) : undefined}
            value={text}
            maxLength={TEXT.search}
            autoComplete="off"
            placeholder={t('companies.searchPlaceholder')}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          {shown && <SuggestionList id={listId} options={options} active={active} onPick={pick} />}
        </div>
        <p className="visually-hidden" role="status">
          {shown
            ? tSearch('search.suggestionsCount', {
                count: options.length,
                formatted: formatCount(options.length, lang),
              })
            : ''}
        </p>
      </form>
    </search>
  );
}
