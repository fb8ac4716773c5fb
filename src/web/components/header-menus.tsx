import { useEffect } from 'react';
import { LANGS, type Lang } from '../../contract/lang';
import { t, type UiKey } from '../lib/i18n';
import { HK_SHOP_URL, paths } from '../lib/paths';
import { clickedLink, useDisclosure } from './disclosure';

/** Main menu in the spec's order; the last item opens the Hong Kong shop in a new tab. */
const MAIN_MENU: { key: UiKey; to: string }[] = [
  { key: 'nav.news', to: paths.news },
  { key: 'nav.brand', to: paths.brand },
  { key: 'nav.series', to: paths.series },
  { key: 'nav.garden', to: paths.garden },
  { key: 'nav.winery', to: paths.winery },
  { key: 'nav.house', to: paths.house },
  { key: 'nav.experience', to: paths.experience },
  { key: 'route.contact', to: paths.contact },
];
export const BOOKING_MENU: { key: UiKey; to: string }[] = [
  { key: 'nav.visit', to: paths.visitBooking },
  { key: 'nav.dining', to: paths.restaurant },
  { key: 'nav.stay', to: paths.hotelInfo },
];
const USER_MENU: { key: UiKey; to: string }[] = [
  { key: 'header.myOrders', to: paths.orderList },
  { key: 'header.personal', to: paths.userInfo },
  { key: 'header.myAddresses', to: paths.address },
  { key: 'header.myVisits', to: paths.subscribeList },
  { key: 'header.myStays', to: paths.stayList },
];

export function MainMenu({ id }: { id: string }) {
  return (
    <nav id={id} aria-label={t('nav.main')} className="main-menu">
      <ul>
        {MAIN_MENU.map((item) => (
          <li key={item.to}>
            <a href={`#${item.to}`}>{t(item.key)}</a>
          </li>
        ))}
        <li>
          <a href={HK_SHOP_URL} target="_blank" rel="noopener noreferrer" data-testid="hk-shop">
            {t('nav.hkShop')}
            <span aria-hidden="true" className="external-mark">
              ↗
            </span>
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** Visit, dining and stay booking (spec §2), a small menu in both layouts. */
export function BookingMenu({ path }: { path: string }) {
  const menu = useDisclosure<HTMLButtonElement, HTMLUListElement>();
  const { close } = menu;
  useEffect(close, [path, close]);
  return (
    <nav className="booking-menu" aria-label={t('nav.booking')}>
      <button
        ref={menu.buttonRef}
        type="button"
        className="booking-button"
        aria-expanded={menu.open}
        aria-controls="booking-list"
        onClick={menu.toggle}
      >
        {t('nav.booking')}
        <Chevron />
      </button>
      <ul ref={menu.panelRef} id="booking-list" className="menu-panel" hidden={!menu.open} onClick={clickedLink(close)}>
        {BOOKING_MENU.map((item) => (
          <li key={item.to}>
            <a href={`#${item.to}`}>{t(item.key)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `nickname` already cut to its display length; null for a guest. */
export function UserArea({ nickname, onLogout, path }: { nickname: string | null; onLogout: () => void; path: string }) {
  const menu = useDisclosure<HTMLButtonElement, HTMLUListElement>();
  const { close } = menu;
  useEffect(close, [path, close]);
  if (nickname === null) {
    return (
      <span className="user-area">
        <span className="guest-label">{t('header.guest')}</span>
        <a className="login-link" href={`#${paths.login}`}>
          {t('header.login')}
        </a>
      </span>
    );
  }
  return (
    <div className="user-area user-menu">
      <button
        ref={menu.buttonRef}
        type="button"
        className="user-button"
        aria-expanded={menu.open}
        aria-controls="user-list"
        onClick={menu.toggle}
      >
        {nickname}
        <Chevron />
      </button>
      <ul ref={menu.panelRef} id="user-list" className="dropdown menu-panel" hidden={!menu.open} onClick={clickedLink(close)}>
        {USER_MENU.map((item) => (
          <li key={item.to}>
            <a href={`#${item.to}`}>{t(item.key)}</a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}

export function LanguageSwitch({ lang, onLanguage }: { lang: Lang; onLanguage: (lang: Lang) => void }) {
  return (
    <div className="lang-switch" role="group" aria-label={t('header.language')}>
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          lang={code === 'en' ? 'en' : code === 'cn' ? 'zh-Hans' : 'zh-Hant'}
          aria-pressed={code === lang}
          aria-label={t(`lang.${code}Name` as UiKey)}
          onClick={() => onLanguage(code)}
        >
          {t(`lang.${code}` as UiKey)}
        </button>
      ))}
    </div>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M2 4l4 4 4-4" />
    </svg>
  );
}
