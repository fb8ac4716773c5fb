import './content.css';

/** Intrinsic sizes of the seeded pictures (landscape scenes, bottles and glasses, square details). */
export const IMAGE_SHAPES = {
  landscape: { width: 1600, height: 900 },
  portrait: { width: 900, height: 1200 },
  square: { width: 800, height: 800 },
} as const;
export type ImageShape = keyof typeof IMAGE_SHAPES;

/** The likely shape of a picture from its name; CSS crops with object-fit when it differs. */
export function shapeOf(src: string): ImageShape {
  if (/(bottle|glass)-/.test(src)) return 'portrait';
  if (/(grapes|portrait|medal|qr|avatar)-/.test(src)) return 'square';
  return 'landscape';
}

export interface ContentImageProps {
  src: string | undefined;
  /** empty only when the picture is decoration next to a text that says the same */
  alt: string;
  /** the intrinsic size, for the space reserved; guessed from the name when not given */
  shape?: ImageShape;
  width?: number;
  height?: number;
  /** the first screen's picture: loaded at once and with high priority; every other one is lazy */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/** Site-relative, as the API's own paths are (spec §7), so the site works under any base path. */
export function assetUrl(src: string): string {
  return /^\/(?!\/)/.test(src) ? src.slice(1) : src;
}

/**
 * A content picture with its size reserved (no layout shift), lazy below the fold. Renders nothing
 * without a source, so a text-only item simply has no picture.
 */
export function ContentImage({ src, alt, shape, width, height, priority = false, sizes, className }: ContentImageProps) {
  if (!src) return null;
  const size = IMAGE_SHAPES[shape ?? shapeOf(src)];
  return (
    <img
      className={className ? `content-image ${className}` : 'content-image'}
      src={assetUrl(src)}
      alt={alt}
      width={width ?? size.width}
      height={height ?? size.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
    />
  );
}
