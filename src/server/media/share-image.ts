import { createHash } from 'node:crypto';
import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_SIZE } from '../../contract/home-content';
import { CONTENT_IMAGE_WIDTHS, CONTENT_MEDIA_PATTERN } from '../../contract/staff-content';
import type { Db } from '../db/database';
import { loadContentPicture } from '../domain/content-editing/media';
import { renderDemoArt } from './demo-art';

/**
 * Share cards' pictures as JPEG (issue 16): WeChat shows no SVG (nor, reliably, WebP) as a share
 * thumbnail. A site picture is shared as itself when it is already a JPEG or PNG; a demo picture
 * (`/media/demo/<name>.svg`) or a content picture staff uploaded (`/media/content/<id>-<w>.webp`)
 * as `/media/share/<kind>-<name>.jpg`, drawn once from the SVG or the 800 px WebP; anything else
 * as the default card's picture.
 */
const DEMO = /^\/media\/demo\/([a-z0-9-]{1,64})\.svg$/;
const RASTER = /^\/[^?#]*\.(?:jpe?g|png)$/i;
const FILE = /^(demo|content)-([a-z0-9-]{1,64})\.jpg$/;
/** the content picture's width the card is drawn from (of CONTENT_IMAGE_WIDTHS) */
const CONTENT_SOURCE_WIDTH: (typeof CONTENT_IMAGE_WIDTHS)[number] = 800;
/** share pictures kept in memory per instance (about 20–40 KB each) */
const KEPT = 128;

/** The site-relative JPEG or PNG a share card shows for a site-relative picture. */
export function shareImageOf(image: string): string {
  const demo = DEMO.exec(image);
  if (demo) return `/media/share/demo-${demo[1]}.jpg`;
  const content = CONTENT_MEDIA_PATTERN.exec(image);
  if (content) return `/media/share/content-${content[1]}.jpg`;
  return RASTER.test(image) ? image : DEFAULT_SHARE_IMAGE;
}

export interface ShareImage {
  bytes: Buffer;
  etag: string;
}

/** sharp (libvips) is loaded on the first share picture drawn, not with the server */
const loadSharp = () => import('sharp').then((module) => module.default);

/** the demo art's cream: behind a portrait picture and any transparency */
const BACKGROUND = '#f5efe6';

/** A landscape picture fills the card (cropped at the edges); a portrait one (a bottle) is shown whole. */
async function draw(source: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width = 1, height = 1 } = await sharp(source).metadata();
  return sharp(source)
    .resize({ width: SHARE_IMAGE_SIZE.width, height: SHARE_IMAGE_SIZE.height, fit: height > width ? 'contain' : 'cover', background: BACKGROUND })
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

async function sourceOf(db: Db, kind: string, name: string): Promise<Buffer | undefined> {
  if (kind === 'demo') {
    const svg = renderDemoArt(name);
    return svg === undefined ? undefined : Buffer.from(svg);
  }
  return /^[0-9a-f]{32}$/.test(name) ? loadContentPicture(db, `${name}-${CONTENT_SOURCE_WIDTH}.webp`) : undefined;
}

/**
 * The share pictures of one server: each drawn once and kept (bounded, least recently used
 * first out); two requests for one picture at once share the drawing. A name that names
 * nothing is not kept.
 */
export function shareImages(db: Db) {
  const kept = new Map<string, Promise<ShareImage | undefined>>();
  return async function shareImage(file: string): Promise<ShareImage | undefined> {
    const match = FILE.exec(file);
    if (!match) return undefined;
    let found = kept.get(file);
    if (found) {
      kept.delete(file);
      kept.set(file, found);
      return found;
    }
    found = sourceOf(db, match[1]!, match[2]!).then(async (source) => {
      if (!source) return undefined;
      const bytes = await draw(source);
      return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` };
    });
    kept.set(file, found);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    try {
      const image = await found;
      if (!image) kept.delete(file);
      return image;
    } catch (error) {
      kept.delete(file);
      throw error;
    }
  };
}
