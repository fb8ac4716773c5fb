import { useState } from 'react';
import { CART_BADGE_MAX, NICKNAME_DISPLAY_LENGTH } from '../../contract/constants';
import { LANGS, type Lang } from '../../contract/lang';
import { t, type UiKey } from '../lib/i18n';
import { HK_SHOP_URL, paths } from '../lib/paths';

export interface HeaderProps {
  lang: Lang;
  /** null for a guest */
  nickname: string | null;
  scrolled: boolean;
  isDesktop: boolean;
  cartCount: number;
  onNavigate: (to: string) => void;
  onLanguage: (lang: Lang) => void;
  onLogout: () => void;
}

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
const BOOKING_MENU: { key: UiKey; to: string }[] = [
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

export function shortNickname(nickname: string): string {
  return Array.from(nickname).slice(0, NICKNAME_DISPLAY_LENGTH).join('');
}

export function badgeCount(count: number): number | null {
  return count > 0 ? Math.min(count, CART_BADGE_MAX) : null;
}

export function Header(props: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const classes = ['site-header', props.scrolled ? 'is-scrolled' : '', props.isDesktop ? 'is-desktop' : 'is-mobile'];
  const close = () => setMenuOpen(false);
  return (
    <header className={classes.join(' ')}>
      <div className="header-bar">
        {!props.isDesktop && (
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
            <span className="visually-hidden">{t(menuOpen ? 'nav.close' : 'nav.menu')}</span>
          </button>
        )}
        <a className="logo" href={`#${paths.home}`} onClick={close}>
          <span className="logo-mark" aria-hidden="true">崖</span>
          <span className="logo-name">{t('brand.name')}</span>
        </a>
        {props.isDesktop && <MainMenu />}
        <div className="header-tools">
          <CartLink count={props.cartCount} />
          <UserArea {...props} />
          <LanguageSwitch lang={props.lang} onLanguage={props.onLanguage} />
        </div>
      </div>
      {!props.isDesktop && menuOpen && (
        <div id="side-menu" className="side-menu" onClick={close}>
          <MainMenu />
          <nav aria-label={t('nav.booking')} className="booking-menu">
            <p className="menu-heading">{t('nav.booking')}</p>
            <ul>
              {BOOKING_MENU.map((item) => (
                <li key={item.to}>
                  <a href={`#${item.to}`}>{t(item.key)}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </header>
  );
}

function MainMenu() {
  return (
    <nav aria-label={t('nav.main')} className="main-menu">
      <ul>
        {MAIN_MENU.map((item) => (
          <li key={item.to}>
            <a href={`#${item.to}`}>{t(item.key)}</a>
          </li>
        ))}
        <li>
          <a href={HK_SHOP_URL} target="_blank" rel="noopener noreferrer" data-testid="hk-shop">
            {t('nav.hkShop')} <span aria-hidden="true">↗</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}

function CartLink({ count }: { count: number }) {
  const badge = badgeCount(count);
  return (
    <a className="icon-button cart-link" href={`#${paths.cart}`} aria-label={t('header.cartCount', { count })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
        <circle cx="9.5" cy="20" r="1.3" />
        <circle cx="17.5" cy="20" r="1.3" />
      </svg>
      {badge !== null && <span className="badge" data-testid="cart-badge">{badge}</span>}
    </a>
  );
}

function UserArea({ nickname, onLogout }: HeaderProps) {
  const [open, setOpen] = useState(false);
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
    <div className="user-area user-menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" className="user-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {shortNickname(nickname)}
      </button>
      {open && (
        <ul className="dropdown" onClick={() => setOpen(false)}>
          {USER_MENU.map((item) => (
            <li key={item.to}>
              <a href={`#${item.to}`}>{t(item.key)}</a>
            </li>
          ))}
          <li>
            <button type="button" onClick={onLogout}>
              {t('header.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

function LanguageSwitch({ lang, onLanguage }: { lang: Lang; onLanguage: (lang: Lang) => void }) {
  return (
    <div className="lang-switch" role="group" aria-label={t('header.language')}>
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          lang={code === 'en' ? 'en' : code === 'cn' ? 'zh-Hans' : 'zh-Hant'}
          aria-pressed={code === lang}
          title={t(`lang.${code}Name` as UiKey)}
          onClick={() => onLanguage(code)}
        >
          {t(`lang.${code}` as UiKey)}
        </button>
      ))}
    </div>
  );
}
