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

/** Links styled as tabs; the current section is marked for assistive technology. */
export function MemberTabs({ current }: MemberTabsProps) {
  return (
    <nav className="member-tabs" aria-label={t('personal.tabs.label')}>
      <ul>
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
