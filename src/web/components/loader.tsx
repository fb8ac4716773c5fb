import { useId } from 'react';
import { t } from '../lib/i18n';

/**
 * The loading screen: the winery's name in circular text round the estate's mark (the same art
 * as the inline one in index.html, which paints before any JavaScript runs).
 */
export function Loader({ label }: { label: string }) {
  const circle = `loader-circle-${useId().replace(/:/g, '')}`;
  return (
    <div className="loader" role="status">
      <span className="loader-art" aria-hidden="true">
        {/* the ring turns as a box of its own, which the compositor spins without repainting */}
        <svg className="loader-ring" viewBox="0 0 200 200">
          <defs>
            <path id={circle} d="M100,100 m-72,0 a72,72 0 1,1 144,0 a72,72 0 1,1 -144,0" />
          </defs>
          <text>
            <textPath href={`#${circle}`} textLength="446" lengthAdjust="spacingAndGlyphs">
              {`${t('brand.name')} · PENGLAI · SHANDONG · `}
            </textPath>
          </text>
        </svg>
        <svg viewBox="0 0 200 200">
          <circle cx="100" cy="100" r="52" className="loader-rule" />
          <path d="M100 74c-9 11-14 19-14 26a14 14 0 0 0 28 0c0-7-5-15-14-26z" className="loader-drop" />
        </svg>
      </span>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
