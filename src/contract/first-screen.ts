import type * as z from 'zod/mini';
import type { Lang } from './lang';
import type { DynamicSchema, NewsItemSchema, RotationSchema, WineSchema, WineSeriesSchema } from './home-content';
import type { ActivitySchema } from './promotion-content';

/**
 * The first screen from the server (docs/architecture.md): the server renders the home with the
 * same components the browser runs, from the same reads its calls answer, and hands the browser
 * what it rendered from in a JSON block; the browser hydrates that markup instead of drawing it
 * again, its machines starting from the same content.
 */

/** The id of the page's `<script type="application/json">` block holding the `FirstScreen`. */
export const FIRST_SCREEN_ID = 'ssr-state';
/** The cookie that tells the server the visitor's language (set with the stored choice). */
export const LANG_COOKIE = 'lang';
/**
 * The cookies that tell the server what the visitor put away, so the page it renders has the same
 * strips as the browser would draw (nothing is pushed down once it runs): the age notice (a year)
 * and the promotion put away for this visit (a session cookie holding its id).
 */
export const AGE_NOTICE_COOKIE = 'age-notice-seen';
export const PROMOTION_PUT_AWAY_COOKIE = 'promotion-put-away';
/** The layout this browser's window had last (`wide` above DESKTOP_MIN_WIDTH, else `narrow`): better than a guess from its name. */
export const LAYOUT_COOKIE = 'layout';
/** How many news items the home shows (its news call's page size). */
export const HOME_NEWS_COUNT = 3;

/** Each section of the home page on its own: one that fails is left out (null), not the page. */
export interface HomeSnapshot {
  rotations: z.infer<typeof RotationSchema>[] | null;
  news: z.infer<typeof NewsItemSchema>[] | null;
  dynamics: z.infer<typeof DynamicSchema>[] | null;
  wines: { series: z.infer<typeof WineSeriesSchema>[]; list: z.infer<typeof WineSchema>[] } | null;
}

/** The strips above every page the server drew: the age notice (not put away yet) and the promotion badge's activity (none, or put away: null). */
export interface FirstChrome {
  ageNotice: boolean;
  promotion: z.infer<typeof ActivitySchema> | null;
}

/** What the server rendered the home from: the language, the guessed window width (layout), the content and the strips above it. */
export interface FirstScreen {
  lang: Lang;
  width: number;
  home: HomeSnapshot;
  chrome: FirstChrome;
  /** the language's first-visit strings it was rendered with (src/web/locales/first.*.ts): the page brings them */
  strings?: object;
}

/** The server renderer's module (dist/web-ssr/entry-server.js, built from src/web/entry-server.tsx). */
export interface FirstScreenRenderer {
  /** The home's markup for `#root`, the page's title and the strings it was rendered with, in that language. */
  renderHome(state: FirstScreen): Promise<{ html: string; title: string; strings: object }>;
}
