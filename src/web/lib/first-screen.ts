import { createContext, useContext } from 'react';
import { FIRST_SCREEN_ID, type FirstScreen } from '../../contract/first-screen';

/**
 * What the server rendered the page's first screen from (src/contract/first-screen.ts), while the
 * browser hydrates that markup: the screen's machines start from it instead of fetching it again.
 * Null when the page is rendered from scratch.
 */
export const FirstScreenContext = createContext<FirstScreen | null>(null);

export function useFirstScreen(): FirstScreen | null {
  return useContext(FirstScreenContext);
}

/** The server's first screen in this page: its JSON block, when `#root` holds the markup rendered from it. */
export function readFirstScreen(root: HTMLElement): FirstScreen | null {
  const block = document.getElementById(FIRST_SCREEN_ID);
  if (!block || !root.firstElementChild) return null;
  try {
    return JSON.parse(block.textContent ?? '') as FirstScreen;
  } catch {
    return null;
  }
}
