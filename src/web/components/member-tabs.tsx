import { useLayoutEffect, useRef } from 'react';
import { t, type UiKey } from '../lib/i18n';
import { paths, type RouteName } from '../lib/paths';
import './member-tabs.css';

/** The personal centre's sections (spec §2 member screens), each its own route. */
const TABS: { route: RouteName; key: UiKey }[] = [
  { route: 'userInfo', key: 'personal.tabs.info' },
  { route: 'orderList', key: 'personal.tabs.orders' },
  { route: 'address', key: 'personal.tabs.addresses' },
  { route: 'subscribeList', key: 'personal.tabs.visits' },
  { route: 'stayList', key: 'personal.tabs.stays' },
];

export interface MemberTabsProps {
  current: RouteName;
}

/**
 * Links styled as tabs; the current section is marked for assistive technology. On a phone the
 * strip scrolls sideways, and it opens scrolled so that the current tab is in view.
 */
export function MemberTabs({ current }: MemberTabsProps) {
  const strip = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const list = strip.current;
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // the strip alone scrolls (scrollIntoView would scroll the page too)
    list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="member-tabs" aria-label={t('personal.tabs.label')}>
      <ul ref={strip}>
        {TABS.map((tab) => (
          <li key={tab.route}>
            <a href={`#${paths[tab.route]}`} aria-current={tab.route === current ? 'page' : undefined}>
              {t(tab.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
