import type { ShareModule } from '../../contract/content';
import type { Lang } from '../../contract/lang';
import type { Db } from '../db/database';
import { translate } from '../i18n';
import { demoArtUrl } from '../media/demo-art';
import { shareImageOf } from '../media/share-image';
import { isRowId, plainText, richText, siteImage, siteImages, text } from './content';

/** What a share card shows, before URLs are made absolute. `image` is site-relative, a JPEG or PNG. */
export interface ShareCard {
  title: string;
  intro: string;
  image: string;
}

export const SHARE_INTRO_MAX = 80;
/** pictures for cards whose item has none of its own */
const DEFAULT_IMAGE = demoArtUrl('vineyard-dusk');
const RESERVATION_IMAGE = demoArtUrl('winery-facade');

type Finder = (db: Db, id: number, lang: Lang) => Promise<ShareCard | null>;

const FINDERS: Record<ShareModule, Finder> = {
  async ActiveDetail(db, id, lang) {
    const row = await db.selectFrom('activities').selectAll().where('id', '=', id).where('switch', '=', 1).executeTakeFirst();
    return row ? { title: text(row.title, lang), intro: text(row.intro, lang), image: siteImage(row.image) } : null;
  },
  async SeriesDetail(db, id, lang) {
    const row = await db
      .selectFrom('wines as w')
      .innerJoin('wine_series as s', 's.id', 'w.series_id')
      .select(['w.title', 'w.intro', 'w.images'])
      .where('w.id', '=', id)
      .where('w.switch', '=', 1)
      .where('s.switch', '=', 1)
      .executeTakeFirst();
    return row ? { title: text(row.title, lang), intro: text(row.intro, lang), image: siteImages(row.images)[0] ?? '' } : null;
  },
  async ReportDetails(db, id, lang) {
    const row = await db
      .selectFrom('reports as r')
      .innerJoin('report_years as y', 'y.id', 'r.years_id')
      .select(['r.title', 'r.content', 'y.images'])
      .where('r.id', '=', id)
      .where('r.switch', '=', 1)
      .where('y.switch', '=', 1)
      .executeTakeFirst();
    if (!row) return null;
    return { title: text(row.title, lang), intro: plainText(richText(row.content, lang), SHARE_INTRO_MAX), image: siteImages(row.images)[0] ?? '' };
  },
  // /reservation?id= shares a visit: the category's name and intro with its picture; an id that
  // names no bookable visit still shares the estate's invitation (the page is there for everyone).
  async Reservation(db, id, lang) {
    const row = await db.selectFrom('visit_categories').select(['name', 'intro', 'images']).where('id', '=', id).where('switch', '=', 1).executeTakeFirst();
    if (row) {
      return {
        title: `${text(row.name, lang)} · ${translate(lang, 'share.reservationTitle')}`,
        intro: plainText(text(row.intro, lang), SHARE_INTRO_MAX),
        image: siteImages(row.images)[0] ?? RESERVATION_IMAGE,
      };
    }
    return { title: translate(lang, 'share.reservationTitle'), intro: translate(lang, 'share.reservationIntro'), image: RESERVATION_IMAGE };
  },
};

/** The card of one share target, or null when the item does not exist (or is switched off). */
export async function findShareCard(db: Db, module: ShareModule, id: number, lang: Lang): Promise<ShareCard | null> {
  if (!isRowId(id)) return null;
  const card = await FINDERS[module](db, id, lang);
  if (!card) return null;
  // WeChat shows no SVG (nor WebP) thumbnail: the card points at the picture's JPEG
  return { ...card, image: shareImageOf(card.image || DEFAULT_IMAGE) };
}
