import type { ReactNode } from 'react';
import './content.css';

export interface SectionHeadingProps {
  title: string;
  /** the small line above the title, e.g. an English `entitle` */
  eyebrow?: string;
  /** the eyebrow's language when it differs from the page's (the English lines) */
  eyebrowLang?: string;
  intro?: ReactNode;
  level?: 2 | 3;
  id?: string;
  align?: 'start' | 'center';
  /** on a dark band */
  inverse?: boolean;
}

/** A section's title block: eyebrow, display-serif title, a short intro. */
export function SectionHeading({ title, eyebrow, eyebrowLang, intro, level = 2, id, align = 'center', inverse = false }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const classes = ['section-heading', `section-heading--${align}`, inverse ? 'section-heading--inverse' : ''];
  return (
    <div className={classes.join(' ').trim()}>
      {eyebrow && (
        <p className="eyebrow-line" lang={eyebrowLang}>
          {eyebrow}
        </p>
      )}
      <Heading id={id} className="section-title">
        {title}
      </Heading>
      {intro && <p className="section-intro">{intro}</p>}
    </div>
  );
}
