import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  panel?: ReactNode;
  /**
   * An action tab (e.g. log out): activating it (click, Enter, Space) runs the action instead of
   * showing a panel; the arrow keys only move the focus onto it, so browsing never triggers it.
   */
  onActivate?: () => void;
}

/**
 * Whether the tab row, when wider than the screen, has tabs hidden before or after what is shown:
 * the row then fades on that side and shows an arrow, so the off-screen tabs are not a secret.
 */
function useHiddenEdges(list: HTMLDivElement | null) {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    if (!list) return;
    const update = () => {
      const max = list.scrollWidth - list.clientWidth;
      const start = list.scrollLeft > 1;
      const end = max > 1 && list.scrollLeft < max - 1;
      setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(list);
    for (const child of list.children) resize?.observe(child);
    return () => {
      list.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [list]);
  return edges;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home and End
 * jump to the ends; only the selected tab is in the Tab order and only its panel is rendered.
 */
export function Tabs({ label, tabs, initial }: { label: string; tabs: TabItem[]; initial?: string }) {
  const baseId = useId();
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.some((tab) => tab.id === selected) ? selected : tabs[0]?.id;
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const hidden = useHiddenEdges(list);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab.onActivate) setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    select(next[event.key]);
  };

  return (
    <div className={styles.tabs}>
      <div
        className={styles.strip}
        data-more-start={hidden.start || undefined}
        data-more-end={hidden.end || undefined}
      >
        <div ref={setList} role="tablist" aria-label={label} className={styles.tablist}>
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={tab.id === current}
              aria-controls={tab.onActivate ? undefined : `${baseId}-panel-${tab.id}`}
              tabIndex={tab.id === current ? 0 : -1}
              className={styles.tab}
              onClick={() => (tab.onActivate ? tab.onActivate() : setSelected(tab.id))}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      {tabs
        .filter((tab) => !tab.onActivate)
        .map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            hidden={tab.id !== current}
            className={styles.panel}
          >
            {tab.id === current && tab.panel}
          </div>
        ))}
    </div>
  );
}
