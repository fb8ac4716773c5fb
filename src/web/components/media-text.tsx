import type { ReactNode } from 'react';
import { ContentImage, type ImageShape } from './content-image';
import './content.css';

export interface MediaTextProps {
  images: string[];
  /** describes the pictures (usually the section's title) */
  alt: string;
  shape?: ImageShape;
  /** picture on the right on wide screens */
  reverse?: boolean;
  /** the text leads, on every width (the picture follows it) */
  textFirst?: boolean;
  children: ReactNode;
}

/**
 * A story section: a large picture, a second one inset when there is one, and the text beside
 * them on wide screens (below on phones). Alternating `reverse` gives a page its rhythm.
 */
export function MediaText({ images, alt, shape, reverse = false, textFirst = false, children }: MediaTextProps) {
  const [main, inset] = images;
  const classes = ['media-text', reverse || textFirst ? 'media-text--reverse' : '', textFirst ? 'media-text--text-first' : ''];
  return (
    <div className={classes.join(' ').trim()}>
      {main && (
        <div className={inset ? 'media-text-media has-inset' : 'media-text-media'}>
          <ContentImage className="media-text-main" src={main} alt={alt} shape={shape} sizes="(min-width: 900px) 55vw, 100vw" />
          {inset && <ContentImage className="media-text-inset" src={inset} alt="" sizes="20vw" />}
        </div>
      )}
      <div className="media-text-copy">{children}</div>
    </div>
  );
}
