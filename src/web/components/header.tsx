import { useEffect } from 'react';
import { CART_BADGE_MAX, NICKNAME_DISPLAY_LENGTH } from '../../contract/constants';
import type { Lang } from '../../contract/lang';
import { t, tn } from '../lib/i18n';
import { paths } from '../lib/paths';
import { clickedLink, useDisclosure } from './disclosure';
import { BookingMenu, LanguageSwitch, MainMenu, UserArea } from './header-menus';

export interface HeaderProps {
  lang: Lang;
  /** null for a guest */
  nickname: string | null;
  scrolled: boolean;
  isDesktop: boolean;
  cartCount: number;
  /** the current route's path, so open menus close when it changes */
  path: string;
  onLanguage: (lang: Lang) => void;
  onLogout: () => void;
}

export function shortNickname(nickname: string): string {
  return Array.from(nickname).slice(0, NICKNAME_DISPLAY_LENGTH).join('');
}

export function badgeCount(count: number): number | null {
  return count > 0 ? Math.min(count, CART_BADGE_MAX) : null;
}

/**
 * The site header (spec §2): desktop layout above 1024 px with the main menu on its own row; below, a
 * side menu (main menu, booking links, language) behind a menu button. Dark after 100 px.
 */
export function Header(props: HeaderProps) {
  const side = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  const { close } = side;
  useEffect(close, [props.path, props.isDesktop, close]);
  const classes = ['site-header', props.scrolled ? 'is-scrolled' : '', props.isDesktop ? 'is-desktop' : 'is-mobile'];
  return (
    <header className={classes.join(' ').replace(/\s+/g, ' ').trim()}>
      <div className="header-bar">
        {!props.isDesktop && (
          <button
            ref={side.buttonRef}
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={side.open}
            aria-controls="side-menu"
            onClick={side.toggle}
          >
            <MenuIcon open={side.open} />
            <span className="visually-hidden">{t(side.open ? 'nav.close' : 'nav.menu')}</span>
          </button>
        )}
        <a className="logo" href={`#${paths.home}`} aria-label={t('brand.name')}>
          <LogoMark />
          <span className="logo-name">{t('brand.name')}</span>
          <span className="logo-short" aria-hidden="true">
            {t('brand.short')}
          </span>
        </a>
        <div className="header-tools">
          <BookingMenu path={props.path} />
          <CartLink count={props.cartCount} />
          <UserArea nickname={props.nickname === null ? null : shortNickname(props.nickname)} onLogout={props.onLogout} path={props.path} />
          {props.isDesktop && <LanguageSwitch lang={props.lang} onLanguage={props.onLanguage} />}
        </div>
      </div>
      {props.isDesktop && (
        <div className="header-nav">
          <MainMenu id="main-menu" />
        </div>
      )}
      {!props.isDesktop && (
        <div ref={side.panelRef} id="side-menu" className="side-menu" hidden={!side.open} onClick={clickedLink(close)}>
          <MainMenu id="side-main-menu" />
          <LanguageSwitch lang={props.lang} onLanguage={props.onLanguage} />
        </div>
      )}
    </header>
  );
}

function CartLink({ count }: { count: number }) {
  const badge = badgeCount(count);
  return (
    <a className="icon-button cart-link" href={`#${paths.cart}`} aria-label={badge === null ? t('header.cart') : tn('header.cartCount', badge)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
        <circle cx="9.5" cy="20" r="1.3" />
        <circle cx="17.5" cy="20" r="1.3" />
      </svg>
      {badge !== null && (
        <span className="badge" data-testid="cart-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </a>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h10" />}
    </svg>
  );
}

/** The estate's mark: a drop of wine in a ring, as in the favicon. */
export function LogoMark() {
  return (
    <svg className="logo-mark" aria-hidden="true" viewBox="0 0 32 32" width="36" height="36">
      <circle cx="16" cy="16" r="15" className="logo-mark-ring" />
      <path d="M16 7c-4 5-6 8-6 11a6 6 0 0 0 12 0c0-3-2-6-6-11z" className="logo-mark-drop" />
    </svg>
  );
}
