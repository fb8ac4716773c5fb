import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './content.css';

export interface TabItem<K extends string | number> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string | number> {
  /** names the tab list for assistive technology */
  label: string;
  /** unique on the page: the ids of the tabs and the panel derive from it */
  idBase: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop (roving
 * tabindex), arrow keys move and select, Home and End jump to the ends.
 */
export function Tabs<K extends string | number>({ label, idBase, tabs, selected, onSelect, children }: TabsProps<K>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (key: K) => `${idBase}-tab-${key}`;
  const panelId = `${idBase}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.key);
    buttons.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              className="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="tab-panel" role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
