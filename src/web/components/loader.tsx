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
      <svg className="loader-art" viewBox="0 0 200 200" aria-hidden="true">
        <defs>
          <path id={circle} d="M100,100 m-72,0 a72,72 0 1,1 144,0 a72,72 0 1,1 -144,0" />
        </defs>
        <g className="loader-ring">
          <text>
            <textPath href={`#${circle}`} textLength="446" lengthAdjust="spacingAndGlyphs">
              {`${t('brand.name')} · PENGLAI · SHANDONG · `}
            </textPath>
          </text>
        </g>
        <circle cx="100" cy="100" r="52" className="loader-rule" />
        <path d="M100 74c-9 11-14 19-14 26a14 14 0 0 0 28 0c0-7-5-15-14-26z" className="loader-drop" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
