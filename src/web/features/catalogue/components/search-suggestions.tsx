import { useTranslation } from 'react-i18next';
import type { SuggestAnswer } from '../../../../shared/schemas/catalogue-search';
import { useLanguage } from '../../../lib/use-language';
import styles from './search-suggestions.module.css';

/** One choice of the list: a category, process or material narrows the list, a product or company opens its page. */
export type SuggestionOption =
  | { kind: 'category' | 'process' | 'material'; key: string; label: string; id: number }
  | {
      kind: 'product' | 'company';
      key: string;
      label: string;
      lang?: 'pt-BR' | 'en';
      reqId: string;
      name: string;
    };

type Group = 'category' | 'process' | 'material' | 'product' | 'company';
const GROUPS: Group[] = ['category', 'process', 'material', 'product', 'company'];
const GROUP_LABEL = {
  category: 'search.suggestCategories',
  process: 'search.suggestProcesses',
  material: 'search.suggestMaterials',
  product: 'search.suggestProducts',
  company: 'search.suggestCompanies',
} as const;

/** The answer as one list in the order it is shown and walked with the arrow keys. */
export function suggestionOptions(
  answer: SuggestAnswer | undefined,
  productOf: (p: string, c: string) => string,
) {
  if (!answer) return [];
  return [
    ...answer.categories.map(
      (c): SuggestionOption => ({ kind: 'category', key: `c${c.id}`, label: c.name, id: c.id }),
    ),
    ...(answer.terms ?? []).map(
      (term): SuggestionOption => ({ kind: term.kind, key: `t${term.id}`, label: term.name, id: term.id }),
    ),
    ...answer.products.map(
      (p, i): SuggestionOption => ({
        kind: 'product',
        key: `p${i}${p.companyReqId}`,
        label: productOf(p.name, p.companyName),
        lang: p.lang,
        reqId: p.companyReqId,
        name: p.companyName,
      }),
    ),
    ...answer.companies.map(
      (c): SuggestionOption => ({
        kind: 'company',
        key: `k${c.reqId}`,
        label: `${c.name} · ${c.cityName}/${c.stateIso}`,
        reqId: c.reqId,
        name: c.name,
      }),
    ),
  ];
}

export const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

/**
 * The listbox of the search combobox (WAI-ARIA combobox pattern): options grouped by kind, the
 * active one marked with aria-selected and followed by the input's aria-activedescendant. A press
 * does not take the focus from the input (pointerdown prevented), so typing goes on.
 */
export function SuggestionList({
  id,
  options,
  active,
  onPick,
}: {
  id: string;
  options: SuggestionOption[];
  active: number;
  onPick: (option: SuggestionOption) => void;
}) {
  const { t } = useTranslation('catalogue-search');
  const { lang } = useLanguage();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('search.suggestions')}
      className={styles.list}
      onPointerDown={(event) => event.preventDefault()}
    >
      {GROUPS.map((group) => {
        const items = options.map((o, i) => [o, i] as const).filter(([o]) => o.kind === group);
        if (items.length === 0) return null;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (WAI-ARIA listbox), not fieldsets
          <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
            <div id={`${id}-${group}`} role="presentation" className={styles.group}>
              {t(GROUP_LABEL[group])}
            </div>
            {items.map(([option, index]) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the combobox pattern keeps the focus in the input and walks the options with aria-activedescendant
              <div
                key={option.key}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === active}
                className={styles.option}
                lang={'lang' in option && option.lang && option.lang !== lang ? option.lang : undefined}
                onClick={() => onPick(option)}
              >
                {option.label}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
