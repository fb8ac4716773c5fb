import type { BannerSchema } from '../../contract/content';
import type * as z from 'zod/mini';
import { ContentImage } from './content-image';
import { EnglishLine } from './english-line';
import './content.css';

export interface PageBannerProps {
  title: string;
  /** the content's English line above the title, shown on English pages only (EnglishLine) */
  entitle?: string;
  /** the line above the title in the page's language */
  eyebrow?: string;
  intro?: string;
  image?: string;
  /** a plain title band, for a page without a banner */
  compact?: boolean;
}

/**
 * A page's top banner (spec §3 Banner: entitle, title, intro, images): the first screen's
 * picture, so it is sized and fetched with high priority. The title is the page's h1.
 */
export function PageBanner({ title, entitle, eyebrow, intro, image, compact = false }: PageBannerProps) {
  return (
    <header className={compact ? 'page-banner page-banner--plain' : 'page-banner'}>
      {image && !compact && <ContentImage className="page-banner-image" src={image} alt="" priority sizes="100vw" />}
      <div className="page-banner-copy">
        {eyebrow ? <p className="page-banner-entitle">{eyebrow}</p> : <EnglishLine className="page-banner-entitle" text={entitle} />}
        <h1 className="page-banner-title">{title}</h1>
        {intro && <p className="page-banner-intro">{intro}</p>}
      </div>
    </header>
  );
}

/**
 * The banner of a page from bannerGet: while it loads (undefined) the same dark band with the
 * route's title, so nothing jumps when the picture arrives; a plain band when there is none (null).
 */
export function bannerProps(banner: z.infer<typeof BannerSchema> | null | undefined, fallbackTitle: string): PageBannerProps {
  if (banner === undefined) return { title: fallbackTitle };
  if (banner === null) return { title: fallbackTitle, compact: true };
  return { title: banner.title, entitle: banner.entitle, intro: banner.intro, image: banner.images[0] };
}
